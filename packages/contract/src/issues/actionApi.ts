import { z } from 'zod';
import {
  QUESTION_BATCH_MAX,
  QUESTION_COMMENT_MAX,
  QUESTION_HANDLERS_MAX,
  QUESTION_NOTE_MAX,
  REFUSE_REASONS,
} from './fields';
import { calendarDate } from '../dates';
import { positiveId as id, updateTimeField } from './issueApi';
import { RESOLUTIONS, type ResolutionInputs, resolutionProblem } from './resolution';
import { ACTION_INPUTS, type WorkflowAction } from './workflow';

/**
 * Issue 10: the twelve workflow actions, single (questionBy{Action}) and batch (batchQuestionBy{Action}).
 * The inputs an action requires (ACTION_INPUTS) are required by its schema; the rest are refused.
 */

const note = z.string().trim().min(1).max(QUESTION_NOTE_MAX);
const inputFields = {
  note,
  refuseReason: z
    .number()
    .int()
    .refine((value) => REFUSE_REASONS.includes(value as 1), {
      params: { messageKey: 'fieldValue' },
    }),
  deadline: calendarDate,
  handlerUserIds: z.array(id).min(1).max(QUESTION_HANDLERS_MAX),
  reviewerUserId: id,
} as const;
type InputName = keyof typeof inputFields;

function inputsOf(action: WorkflowAction) {
  const required: readonly InputName[] = ACTION_INPUTS[action];
  const shape: Partial<Record<InputName, z.ZodType>> = {};
  for (const name of required) shape[name] = inputFields[name];
  // An optional note is welcome on every action; it goes into the history row.
  if (!required.includes('note')) shape.note = z.string().trim().max(QUESTION_NOTE_MAX).optional();
  return shape;
}

/** What a completion may say besides its note (resolution.ts); optional, so older callers still complete. */
const resolutionFields = {
  resolution: z
    .number()
    .int()
    .refine((value) => RESOLUTIONS.includes(value as 1), { params: { messageKey: 'fieldValue' } })
    .optional(),
  fixedVersionId: id.optional(),
  duplicateOfId: id.optional(),
};

function optionalInputsOf(action: WorkflowAction) {
  return action === 'CompleteRepair' ? resolutionFields : {};
}

/**
 * Refuses a resolution whose parts contradict each other, naming the field and the rule. Every action's body
 * passes here; only CompleteRepair's can hold these fields, and they passed their own schemas above.
 */
function checkResolution(body: object, context: z.RefinementCtx) {
  const problem = resolutionProblem(body as ResolutionInputs);
  if (problem) context.addIssue({ code: 'custom', path: [problem.field], params: { messageKey: problem.messageKey } });
}

/** The body of questionBy{Action}: the issue, the `updateTime` last seen, and the action's inputs. */
export function actionBody(action: WorkflowAction) {
  return z
    .strictObject({
      projectId: id,
      questionId: id,
      updateTime: updateTimeField,
      ...inputsOf(action),
      ...optionalInputsOf(action),
    })
    .superRefine(checkResolution);
}

/** The body of batchQuestionBy{Action}: each issue with the `updateTime` its row showed. */
export function batchActionBody(action: WorkflowAction) {
  return z
    .strictObject({
      projectId: id,
      items: z
        .array(z.strictObject({ questionId: id, updateTime: updateTimeField }))
        .min(1)
        .max(QUESTION_BATCH_MAX),
      ...inputsOf(action),
      ...optionalInputsOf(action),
    })
    .superRefine(checkResolution);
}

/** What any action body carries once parsed; the schema decides which inputs are present. */
export interface ActionInputs extends ResolutionInputs {
  note?: string;
  refuseReason?: number;
  deadline?: string;
  handlerUserIds?: number[];
  reviewerUserId?: number;
}

export interface ActionResult {
  questionId: number;
  status: number;
  updateTime: string;
}

/* Comments and favourites. */

export const addCommentBody = z.strictObject({
  projectId: id,
  questionId: id,
  /** Rich text; sanitised on the server. Empty once tags are stripped = "comment cannot be empty". */
  content: z.string().max(QUESTION_COMMENT_MAX),
  attachmentIds: z.array(id).max(10).default([]),
});
export type AddCommentBody = z.input<typeof addCommentBody>;
export const commentIdParams = z.strictObject({ id });

export const collectBody = z.strictObject({ projectId: id, questionId: id });
export const deleteQuestionBody = z.strictObject({ projectId: id, questionId: id });
