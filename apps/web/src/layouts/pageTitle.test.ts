import { beforeEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../i18n';
import { pageTitleKeys } from './pageTitle';

const title = (name: string, search: string) => i18n.t(pageTitleKeys(name, search), { ns: 'nav' });

describe('the workspace header follows the view in the address (issue 38, point 8)', () => {
  beforeEach(() => changeLocale('en'));

  it('names the statistics, plans and iterations views of /problem, and the issue list without one', () => {
    expect(title('problem', '?view=stats&granularity=week')).toBe('Issue statistics');
    expect(title('problem', '?view=plans')).toBe('Project plan');
    expect(title('problem', '?view=iterations')).toBe('Iterations');
    expect(title('problem', '')).toBe('Issues');
  });

  it('keeps the route title for a view it does not know, and speaks Chinese', async () => {
    expect(title('problem', '?view=nonsense')).toBe('Issues');
    await changeLocale('zh');
    expect(title('problem', '?view=stats')).toBe('问题统计');
  });
});
