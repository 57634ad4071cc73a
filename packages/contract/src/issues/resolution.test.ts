import { describe, expect, it } from 'vitest';
import { describeValidation } from '../validation';
import { actionBody, batchActionBody } from './actionApi';
import { RESOLUTIONS, RESOLUTION_LABELS, ResolutionCode, completionDetailOf, resolutionProblem } from './resolution';

const issue = { projectId: 1, questionId: 2, updateTime: '2026-01-01T00:00:00.000Z' };

describe('completion resolution (issue 38 point 7)', () => {
  it('names every resolution in both languages', () => {
    for (const locale of ['zh', 'en'] as const) {
      expect(RESOLUTIONS.map((code) => RESOLUTION_LABELS[locale][code]).every(Boolean)).toBe(true);
    }
  });

  it('accepts nothing at all, and each resolution with the parts it allows', () => {
    expect(resolutionProblem({})).toBeNull();
    expect(resolutionProblem({ resolution: ResolutionCode.fixed, fixedVersionId: 3 })).toBeNull();
    expect(resolutionProblem({ resolution: ResolutionCode.duplicate, duplicateOfId: 9 })).toBeNull();
    expect(resolutionProblem({ resolution: ResolutionCode.wontFix })).toBeNull();
  });

  it('refuses parts that contradict the resolution, naming the field', () => {
    expect(resolutionProblem({ fixedVersionId: 3 })).toEqual({
      field: 'fixedVersionId',
      messageKey: 'questionResolutionMissing',
    });
    expect(resolutionProblem({ duplicateOfId: 9 })?.messageKey).toBe('questionResolutionMissing');
    expect(resolutionProblem({ resolution: ResolutionCode.duplicate })).toEqual({
      field: 'duplicateOfId',
      messageKey: 'questionDuplicateOfRequired',
    });
    expect(resolutionProblem({ resolution: ResolutionCode.byDesign, duplicateOfId: 9 })?.messageKey).toBe(
      'questionDuplicateOfOnlyForDuplicate',
    );
    expect(resolutionProblem({ resolution: ResolutionCode.cannotReproduce, fixedVersionId: 3 })?.messageKey).toBe(
      'questionFixedVersionOnlyForFixed',
    );
  });

  it('shapes the CompleteRepair bodies only, with localised refusals', () => {
    const complete = actionBody('CompleteRepair');
    expect(complete.safeParse({ ...issue }).success).toBe(true);
    expect(complete.safeParse({ ...issue, resolution: 1, fixedVersionId: 4, note: 'x' }).success).toBe(true);
    expect(complete.safeParse({ ...issue, resolution: 6 }).success).toBe(false);

    const duplicate = complete.safeParse({ ...issue, resolution: ResolutionCode.duplicate });
    expect(duplicate.success).toBe(false);
    expect(describeValidation('en', duplicate.error?.issues ?? [])).toContain(
      'A duplicate needs the issue it duplicates',
    );
    expect(describeValidation('zh', duplicate.error?.issues ?? [])).toContain('请选择与之重复的问题');

    const batch = batchActionBody('CompleteRepair');
    const items = [{ questionId: 2, updateTime: issue.updateTime }];
    expect(batch.safeParse({ projectId: 1, items, resolution: 4 }).success).toBe(true);
    expect(batch.safeParse({ projectId: 1, items, resolution: 4, fixedVersionId: 1 }).success).toBe(false);
    // Other actions keep refusing fields that are not theirs.
    expect(actionBody('StartRepair').safeParse({ ...issue, resolution: 1 }).success).toBe(false);
  });

  it('reads a completion back from a history row, and nothing from other rows', () => {
    const duplicateOf = { questionId: 4, number: 2, questionName: 'Login' };
    expect(completionDetailOf({ resolution: 3, duplicateOf })).toEqual({ resolution: 3, duplicateOf });
    expect(completionDetailOf({ resolution: 1, fixedVersion: { versionId: 2, name: 'v1' } })).toEqual({
      resolution: 1,
      fixedVersion: { versionId: 2, name: 'v1' },
    });
    expect(completionDetailOf({ completed: 1, of: 2 })).toBeNull();
    expect(completionDetailOf({ resolution: 9 })).toBeNull();
    expect(completionDetailOf({ resolution: 1, fixedVersion: 'v1' })).toEqual({ resolution: 1 });
  });
});
