import type {
  CreateQuestionBody,
  DefectCategory,
  HandlingMode,
  Priority,
  QuestionAttachment,
  QuestionDetail,
  QuestionType,
  Severity,
  Terminal,
} from '@questline/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { CALENDAR_DAY } from '../../../ui/format';

/** What the form holds; dates are dayjs for the pickers, the rest is the body's shape. */
export interface QuestionFormValues {
  questionName: string;
  questionType: QuestionType;
  severity: Severity;
  priority: Priority;
  moduleId: number | null;
  versionId: number | null;
  iterationId: number | null;
  planId: number | null;
  handlerUserIds: number[];
  handlingMode: HandlingMode;
  ccUserIds: number[];
  startDate: Dayjs | null;
  deadline: Dayjs | null;
  estimatedHours: number | null;
  terminal: Terminal | null;
  defectCategory: DefectCategory | null;
  parentId: number | null;
  relatedIds: number[];
  description: string;
  /** Files uploaded in this session of the form, not yet on the issue. */
  uploads: QuestionAttachment[];
}

/** The fields both create and edit send (CreateQuestionBody without projectId and draft). */
export type QuestionFields = Omit<CreateQuestionBody, 'projectId' | 'draft'>;

/**
 * What another page hands the form of a new issue (a failed request of the interface tester, an AI answer):
 * the form opens with it filled in and the person still decides what to save.
 */
export type QuestionPrefill = Partial<
  Pick<QuestionFormValues, 'questionName' | 'questionType' | 'description' | 'uploads'>
>;

export function newQuestionValues(
  parentId: number | undefined,
  defaultHandlerUserIds: number[],
  prefill: QuestionPrefill = {},
): QuestionFormValues {
  return {
    questionName: '',
    // A subtask is usually a piece of work; a new issue is usually a defect.
    questionType: parentId ? 2 : 1,
    severity: 1,
    priority: 2,
    moduleId: null,
    versionId: null,
    iterationId: null,
    planId: null,
    handlerUserIds: defaultHandlerUserIds,
    handlingMode: 'single',
    ccUserIds: [],
    startDate: null,
    deadline: null,
    estimatedHours: null,
    terminal: null,
    defectCategory: null,
    parentId: parentId ?? null,
    relatedIds: [],
    description: '',
    uploads: [],
    ...prefill,
  };
}

export function editQuestionValues(detail: QuestionDetail): QuestionFormValues {
  return {
    questionName: detail.questionName,
    questionType: detail.questionType,
    severity: detail.severity,
    priority: detail.priority,
    moduleId: detail.moduleId,
    versionId: detail.versionId,
    iterationId: detail.iterationId,
    planId: detail.planId,
    handlerUserIds: detail.handlers.map((handler) => handler.userId),
    handlingMode: detail.handlingMode,
    ccUserIds: detail.ccUsers.map((user) => user.userId),
    startDate: detail.startDate ? dayjs(detail.startDate) : null,
    deadline: detail.deadline ? dayjs(detail.deadline) : null,
    estimatedHours: detail.estimatedHours,
    terminal: detail.terminal,
    defectCategory: detail.defectCategory,
    parentId: detail.parentId,
    relatedIds: detail.related.map((link) => link.questionId),
    description: detail.description,
    uploads: [],
  };
}

/** The body's fields from the form; the defect category only travels with a defect. */
export function questionFields(values: QuestionFormValues, progress: number): QuestionFields {
  return {
    questionName: values.questionName.trim(),
    questionType: values.questionType,
    severity: values.severity,
    priority: values.priority,
    moduleId: values.moduleId ?? null,
    versionId: values.versionId ?? null,
    iterationId: values.iterationId ?? null,
    planId: values.planId ?? null,
    handlerUserIds: values.handlerUserIds,
    handlingMode: values.handlingMode,
    ccUserIds: values.ccUserIds,
    startDate: values.startDate ? values.startDate.format(CALENDAR_DAY) : null,
    deadline: values.deadline ? values.deadline.format(CALENDAR_DAY) : null,
    estimatedHours: values.estimatedHours ?? null,
    progress,
    terminal: values.terminal ?? null,
    defectCategory: values.questionType === 1 ? (values.defectCategory ?? null) : null,
    description: values.description,
    parentId: values.parentId ?? null,
    relatedIds: values.relatedIds,
    attachmentIds: values.uploads.map((upload) => upload.attachmentId),
  };
}
