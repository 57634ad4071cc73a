import { z } from 'zod';
import { PRIORITIES, type Priority, SEVERITIES } from '../issues/fields';
import { type QuestionAttachment, type UserRef, positiveId } from '../issues/issueApi';
import { fitsBytes } from '../projects/rules';
import {
  TEST_BATCH_MAX,
  TEST_CASE_MODES,
  TEST_CASE_TITLE_MAX_BYTES,
  TEST_CASE_TYPES,
  TEST_MODULE_NAME_MAX,
  TEST_REQUIREMENTS_MAX,
  TEST_STEPS_MAX,
  TEST_TAGS_MAX,
  TEST_TAG_MAX,
  TEST_TEXT_MAX,
  type TestCaseMode,
  type TestCaseType,
} from './fields';

/**
 * Issue 14: the calls of the case library (spec point 2 "testLibrary"): its module tree, cases with
 * steps and versions, copy, move, bulk edit, import and export. The server validates with these
 * schemas; the web form checks the same.
 */

export const oneOfCodes = <T extends readonly number[]>(values: T) =>
  z.coerce
    .number()
    .int()
    .refine((value): value is T[number] => values.includes(value), { params: { messageKey: 'fieldValue' } })
    .transform((value) => value as T[number]);

export const testCaseTitle = z
  .string()
  .trim()
  .min(1)
  .refine((value) => fitsBytes(value, TEST_CASE_TITLE_MAX_BYTES), {
    params: { messageKey: 'nameTooLongBytes', max: TEST_CASE_TITLE_MAX_BYTES },
  });

const longText = z.string().max(TEST_TEXT_MAX);
export const testStep = z.strictObject({ action: longText.trim().min(1), expected: longText.default('') });
export type TestStep = z.infer<typeof testStep>;

/* The module tree. */

export const testModuleTreeQuery = z.strictObject({ projectId: positiveId });
export const createTestModuleBody = z.strictObject({
  projectId: positiveId,
  parentId: positiveId.nullable().default(null),
  name: z.string().trim().min(1).max(TEST_MODULE_NAME_MAX),
});
export const renameTestModuleBody = z.strictObject({
  projectId: positiveId,
  moduleId: positiveId,
  name: z.string().trim().min(1).max(TEST_MODULE_NAME_MAX),
});
export const testModuleRefBody = z.strictObject({ projectId: positiveId, moduleId: positiveId });

export interface TestModuleNode {
  moduleId: number;
  name: string;
  parentId: number | null;
  /** Cases directly in this module (not counting sub-modules). */
  caseCount: number;
  children: TestModuleNode[];
}
export interface TestModuleTree {
  /** Cases in the library's root (no module): only admins may put cases there (spec point 5). */
  rootCaseCount: number;
  modules: TestModuleNode[];
}

/* Cases. */

const caseFields = {
  caseName: testCaseTitle,
  caseType: oneOfCodes(TEST_CASE_TYPES).default(1),
  priority: oneOfCodes(PRIORITIES).default(2),
  /** Null is the library's root, which only admins may use. */
  moduleId: positiveId.nullable().default(null),
  precondition: longText.default(''),
  mode: z.enum(TEST_CASE_MODES).default('text'),
  /** Text mode: the steps as prose and the expected result. */
  textSteps: longText.default(''),
  textExpected: longText.default(''),
  /** Step mode: ordered steps, each an action and its expected result. */
  steps: z.array(testStep).max(TEST_STEPS_MAX).default([]),
  tags: z.array(z.string().trim().min(1).max(TEST_TAG_MAX)).max(TEST_TAGS_MAX).default([]),
  /** Linked requirements: issues of type 3 of the same project. */
  requirementIds: z.array(positiveId).max(TEST_REQUIREMENTS_MAX).default([]),
};

const stepsFitMode = (value: { mode: TestCaseMode; steps: TestStep[] }) =>
  value.mode === 'text' || value.steps.length > 0;
const stepsIssue = { params: { messageKey: 'testCaseStepsRequired' }, path: ['steps'] };

export const createTestCaseBody = z
  .strictObject({ projectId: positiveId, ...caseFields })
  .refine(stepsFitMode, stepsIssue);
export type CreateTestCaseBody = z.input<typeof createTestCaseBody>;
export const editTestCaseBody = z
  .strictObject({ projectId: positiveId, caseId: positiveId, ...caseFields })
  .refine(stepsFitMode, stepsIssue);
export type EditTestCaseBody = z.input<typeof editTestCaseBody>;

export const testCaseRefQuery = z.strictObject({ projectId: positiveId, caseId: positiveId });

export const testCaseListFilter = z.strictObject({
  projectId: positiveId,
  /** A module and everything below it; `root` alone lists the cases in no module. */
  moduleId: positiveId.optional(),
  root: z.boolean().default(false),
  keyword: z.string().trim().max(100).default(''),
  caseType: oneOfCodes(TEST_CASE_TYPES).optional(),
  priority: oneOfCodes(PRIORITIES).optional(),
  tag: z.string().trim().max(TEST_TAG_MAX).optional(),
});
export type TestCaseListFilter = z.input<typeof testCaseListFilter>;

const caseIds = z.array(positiveId).min(1).max(TEST_BATCH_MAX);
export const copyTestCasesBody = z.strictObject({
  projectId: positiveId,
  caseIds,
  moduleId: positiveId.nullable(),
});
export const moveTestCasesBody = copyTestCasesBody;
export const batchEditTestCasesBody = z
  .strictObject({
    projectId: positiveId,
    caseIds,
    caseType: oneOfCodes(TEST_CASE_TYPES).optional(),
    priority: oneOfCodes(PRIORITIES).optional(),
    addTags: z.array(z.string().trim().min(1).max(TEST_TAG_MAX)).max(TEST_TAGS_MAX).optional(),
  })
  .refine((value) => value.caseType !== undefined || value.priority !== undefined || value.addTags !== undefined, {
    params: { messageKey: 'testBatchEditEmpty' },
  });
export const deleteTestCasesBody = z.strictObject({ projectId: positiveId, caseIds });
export const exportTestCasesBody = z.strictObject({ projectId: positiveId, moduleId: positiveId.optional() });

export interface TestCaseRow {
  caseId: number;
  caseName: string;
  caseType: TestCaseType;
  priority: Priority;
  moduleId: number | null;
  moduleName: string | null;
  mode: TestCaseMode;
  tags: string[];
  version: number;
  creator: UserRef;
  updateTime: string;
}

export interface TestCaseContent {
  caseName: string;
  caseType: TestCaseType;
  priority: Priority;
  moduleId: number | null;
  precondition: string;
  mode: TestCaseMode;
  textSteps: string;
  textExpected: string;
  steps: TestStep[];
  tags: string[];
}

export interface TestCaseDetail extends TestCaseContent {
  caseId: number;
  projectId: number;
  moduleName: string | null;
  version: number;
  requirements: { questionId: number; number: number; questionName: string }[];
  creator: UserRef;
  createTime: string;
  updateTime: string;
}

/** One saved version of a case: what a run ran is this snapshot. */
export interface TestCaseVersion {
  version: number;
  content: TestCaseContent;
  editor: UserRef;
  createTime: string;
}

export interface TestCaseImportData {
  imported: number;
}

export interface TestCaseBatchData {
  count: number;
}

/* Defects filed from a failed run (severity reuses the issue's). */
export const defectSeverity = oneOfCodes(SEVERITIES);
export type TestRunAttachment = QuestionAttachment;
