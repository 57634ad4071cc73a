import { TEAM_NAME_MAX_BYTES, teamNameProblem } from '@questline/contract';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The contract's team and department name rule (teamsRules.ts), checked before anything is sent. */
export function teamNameRules(t: TFunction): FormRule[] {
  return [
    {
      validator: (_rule, value: unknown) => {
        const problem = teamNameProblem(typeof value === 'string' ? value : '');
        if (problem === null) return Promise.resolve();
        return Promise.reject(new Error(t(`teams:name.${problem}`, { max: TEAM_NAME_MAX_BYTES })));
      },
    },
  ];
}
