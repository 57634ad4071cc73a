import type { Locale } from '../locale';

/**
 * Issue 38 point 7: what a handler says when completing a repair, kept with the issue and written into its
 * history: how it was resolved, the version the fix ships in, the issue it duplicates and a note. Every
 * field is optional, so a caller that sends none (the spec's client, batch scripts) completes as before
 * (ADR 0104); what is sent must make sense together (`resolutionProblem`).
 */

export const RESOLUTIONS = [1, 2, 3, 4, 5] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

export const ResolutionCode = {
  fixed: 1,
  cannotReproduce: 2,
  duplicate: 3,
  byDesign: 4,
  wontFix: 5,
} as const satisfies Record<string, Resolution>;

export const RESOLUTION_LABELS: Record<Locale, Record<Resolution, string>> = {
  zh: { 1: '已修复', 2: '无法复现', 3: '重复问题', 4: '设计如此', 5: '不予修复' },
  en: { 1: 'Fixed', 2: 'Cannot reproduce', 3: 'Duplicate', 4: 'By design', 5: "Won't fix" },
};

export interface ResolutionInputs {
  resolution?: number;
  fixedVersionId?: number;
  duplicateOfId?: number;
}

export type ResolutionField = keyof ResolutionInputs;

/** The messages `resolutionProblem` answers; each names its rule in both languages (messages/issues.ts). */
export type ResolutionProblemKey =
  | 'questionResolutionMissing'
  | 'questionDuplicateOfRequired'
  | 'questionDuplicateOfOnlyForDuplicate'
  | 'questionFixedVersionOnlyForFixed';

/**
 * The first thing wrong with the combination, or null. A version or a duplicate without a resolution, a
 * duplicate without the issue it duplicates, or a version for an issue that was not fixed would each leave
 * a history that contradicts itself.
 */
export function resolutionProblem(
  inputs: ResolutionInputs,
): { field: ResolutionField; messageKey: ResolutionProblemKey } | null {
  const { resolution, fixedVersionId, duplicateOfId } = inputs;
  if (resolution === undefined) {
    if (fixedVersionId !== undefined) return { field: 'fixedVersionId', messageKey: 'questionResolutionMissing' };
    if (duplicateOfId !== undefined) return { field: 'duplicateOfId', messageKey: 'questionResolutionMissing' };
    return null;
  }
  if (resolution === ResolutionCode.duplicate && duplicateOfId === undefined) {
    return { field: 'duplicateOfId', messageKey: 'questionDuplicateOfRequired' };
  }
  if (resolution !== ResolutionCode.duplicate && duplicateOfId !== undefined) {
    return { field: 'duplicateOfId', messageKey: 'questionDuplicateOfOnlyForDuplicate' };
  }
  if (resolution !== ResolutionCode.fixed && fixedVersionId !== undefined) {
    return { field: 'fixedVersionId', messageKey: 'questionFixedVersionOnlyForFixed' };
  }
  return null;
}

/**
 * What a completion's history row holds besides its note (`detail`), with the names as they were, so a
 * later rename or removal keeps the record as it was said.
 */
export interface CompletionDetail {
  resolution?: Resolution;
  fixedVersion?: { versionId: number; name: string };
  duplicateOf?: { questionId: number; number: number; questionName: string };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads a history row's detail back as a completion's, or null when it records no resolution. */
export function completionDetailOf(detail: Record<string, unknown>): CompletionDetail | null {
  const { resolution, fixedVersion, duplicateOf } = detail;
  if (!RESOLUTIONS.includes(resolution as Resolution)) return null;
  const read: CompletionDetail = { resolution: resolution as Resolution };
  if (isRecord(fixedVersion) && typeof fixedVersion.versionId === 'number' && typeof fixedVersion.name === 'string') {
    read.fixedVersion = { versionId: fixedVersion.versionId, name: fixedVersion.name };
  }
  if (
    isRecord(duplicateOf) &&
    typeof duplicateOf.questionId === 'number' &&
    typeof duplicateOf.number === 'number' &&
    typeof duplicateOf.questionName === 'string'
  ) {
    read.duplicateOf = {
      questionId: duplicateOf.questionId,
      number: duplicateOf.number,
      questionName: duplicateOf.questionName,
    };
  }
  return read;
}
