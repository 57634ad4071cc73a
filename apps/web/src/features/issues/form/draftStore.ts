import {
  DEFECT_CATEGORIES,
  HANDLING_MODES,
  PRIORITIES,
  QUESTION_TYPES,
  SEVERITIES,
  TERMINALS,
} from '@questline/contract';
import dayjs, { type Dayjs } from 'dayjs';
import type { QuestionFormValues } from './questionValues';

/**
 * The local draft of a new issue (issue 38, point 5): what was typed survives a closed tab, a lost session or
 * a slip of the Escape key until it is created. One draft per project (per parent for a subtask), in this
 * browser only. The version in the key lets a later shape of the form ignore drafts it cannot read.
 */
const KEY_PREFIX = 'questline.issueDraft.v1';

/** Files uploaded in a session are not kept: the server forgets unattached uploads, so ids would dangle. */
export type DraftValues = Omit<QuestionFormValues, 'uploads'>;

export interface IssueDraft {
  savedAt: number;
  values: DraftValues;
}

export function draftKey(projectId: number, parentId?: number): string {
  return parentId === undefined ? `${KEY_PREFIX}:${projectId}` : `${KEY_PREFIX}:${projectId}:${parentId}`;
}

/** Storage can be full or switched off (private windows); a draft is a convenience, never an error. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: QuestionFormValues, now = Date.now()): void {
  const { uploads: _uploads, ...kept } = values;
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: now, values: kept }));
  } catch {
    // Over quota: the older draft stays, the dialog still asks before discarding.
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(key);
}

/** A draft worth offering: one with a title or a description. Defaults alone are not a draft. */
export function hasContent(values: Pick<QuestionFormValues, 'questionName' | 'description'>): boolean {
  return values.questionName.trim() !== '' || values.description !== '';
}

type Parse<T> = (value: unknown) => T | undefined;

const oneOf =
  <T>(choices: readonly T[]): Parse<T> =>
  (value) =>
    choices.find((choice) => choice === value);
const text: Parse<string> = (value) => (typeof value === 'string' ? value : undefined);
const id: Parse<number> = (value) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);
const ids: Parse<number[]> = (value) =>
  Array.isArray(value) && value.every((item) => id(item) !== undefined) ? (value as number[]) : undefined;
const nullable =
  <T>(parse: Parse<T>): Parse<T | null> =>
  (value) =>
    value === null ? null : parse(value);
const hours: Parse<number> = (value) => (typeof value === 'number' && value >= 0 ? value : undefined);
const date: Parse<Dayjs> = (value) => {
  const parsed = typeof value === 'string' ? dayjs(value) : undefined;
  return parsed?.isValid() ? parsed : undefined;
};

/** Each kept field with how to read it back; written by this module but read as untrusted input all the same. */
const FIELDS: { [K in keyof DraftValues]: Parse<DraftValues[K]> } = {
  questionName: text,
  questionType: oneOf(QUESTION_TYPES),
  severity: oneOf(SEVERITIES),
  priority: oneOf(PRIORITIES),
  moduleId: nullable(id),
  versionId: nullable(id),
  iterationId: nullable(id),
  planId: nullable(id),
  handlerUserIds: ids,
  handlingMode: oneOf(HANDLING_MODES),
  ccUserIds: ids,
  startDate: nullable(date),
  deadline: nullable(date),
  estimatedHours: nullable(hours),
  terminal: nullable(oneOf(TERMINALS)),
  defectCategory: nullable(oneOf(DEFECT_CATEGORIES)),
  parentId: nullable(id),
  relatedIds: ids,
  description: text,
};

function readValues(stored: Record<string, unknown>): DraftValues | null {
  const values: Partial<Record<keyof DraftValues, unknown>> = {};
  for (const [field, parse] of Object.entries(FIELDS) as [keyof DraftValues, Parse<unknown>][]) {
    const value = parse(stored[field]);
    if (value === undefined) return null;
    values[field] = value;
  }
  return values as DraftValues;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored draft, or null when there is none, it is empty, or it does not read as this version's shape. */
export function readDraft(key: string): IssueDraft | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(stored) || typeof stored.savedAt !== 'number' || !isRecord(stored.values)) return null;
  const values = readValues(stored.values);
  return values && hasContent(values) ? { savedAt: stored.savedAt, values } : null;
}
