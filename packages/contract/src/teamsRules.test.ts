import { describe, expect, it } from 'vitest';
import { maskPhone } from './accountRules';
import { TEAM_NAME_MAX_BYTES, canManageTeam, splitPhones, teamNameProblem } from './teamsRules';

/** Issue 8, spec point 1 "teams and departments": the name rule both sides apply. */
describe('team names', () => {
  it('accepts letters of any script, digits, spaces and - _ . ( )', () => {
    expect(teamNameProblem('研发中心 (Beijing) v2.0_a-b')).toBeNull();
    expect(teamNameProblem('  Équipe QA  ')).toBeNull();
    expect(teamNameProblem('テスト')).toBeNull();
  });

  it('refuses an empty or blank name', () => {
    expect(teamNameProblem('')).toBe('required');
    expect(teamNameProblem('   ')).toBe('required');
  });

  it('counts the limit in UTF-8 bytes: 20 Chinese characters fit, 21 do not', () => {
    expect(teamNameProblem('研'.repeat(TEAM_NAME_MAX_BYTES / 3))).toBeNull();
    expect(teamNameProblem('研'.repeat(TEAM_NAME_MAX_BYTES / 3 + 1))).toBe('tooLong');
    expect(teamNameProblem('a'.repeat(61))).toBe('tooLong');
  });

  it('refuses special characters', () => {
    for (const name of ['<b>x</b>', 'a&b', 'team!', 'a/b', "o'neil", 'x@y', 'a#1', '😀']) {
      expect(teamNameProblem(name)).toBe('invalidChars');
    }
  });
});

describe('team helpers', () => {
  it('owners and admins manage, members read', () => {
    expect(canManageTeam('owner')).toBe(true);
    expect(canManageTeam('admin')).toBe(true);
    expect(canManageTeam('member')).toBe(false);
  });

  it('masks the middle four digits of a phone', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('123')).toBe('****');
  });

  it('splits a typed list of phones on any separator, keeping duplicates', () => {
    expect(splitPhones(' 13800000001,13800000002；13800000003\n13800000001  ')).toEqual([
      '13800000001',
      '13800000002',
      '13800000003',
      '13800000001',
    ]);
    expect(splitPhones(' \n ')).toEqual([]);
  });
});
