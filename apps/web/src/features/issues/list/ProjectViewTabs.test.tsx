import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import { ProjectViewTabs } from './ProjectViewTabs';

vi.mock('../../../api/plans', () => import('../../plans/plansApiMocks.fixture').then((mocks) => mocks.plansApiMock));
vi.mock('../../../api/issues', () => import('./listApiMocks.fixture').then((mocks) => mocks.issuesApiMock));

function open(at: string) {
  return renderPage(<ProjectViewTabs projectId={5} canManage issues={<p>the issue list</p>} />, '/problem', at);
}

beforeEach(() => changeLocale('en'));

describe('ProjectViewTabs (ADR 0051)', () => {
  it('shows the issue list without ?view= and the plan with ?view=plans', async () => {
    const { router } = open('/problem?type=1');
    expect(screen.getByText('the issue list')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Plan' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=plans'));
    expect(await screen.findByTestId('plans-view', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Issues' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText('the issue list')).toBeTruthy();
  });
});
