import type { TestCaseDetail, TestCaseRow, TestModuleTree } from '@questline/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as issuesApi from '../../api/issues';
import * as projectsApi from '../../api/projects';
import * as api from '../../api/testing';
import { i18n } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { cardFixture } from '../../test/fixtures/projects';
import TestLibraryPage from './library/TestLibraryPage';
import { ok, page } from '../../test/api';

vi.mock('../../api/testing', () => import('./testingApiMocks.fixture').then((mocks) => mocks.testingApiMock));
vi.mock('../../api/projects', () => import('./testingApiMocks.fixture').then((mocks) => mocks.projectsApiMock));
vi.mock('../../api/issues', () => ({ searchRelated: vi.fn(), downloadFile: vi.fn() }));

const person = { userId: 1, name: 'Ann' };
const tree: TestModuleTree = {
  rootCaseCount: 0,
  modules: [{ moduleId: 3, name: 'Checkout', parentId: null, caseCount: 1, children: [] }],
};
const row: TestCaseRow = {
  caseId: 9,
  caseName: 'Pay by card',
  caseType: 1,
  priority: 3,
  moduleId: 3,
  moduleName: 'Checkout',
  mode: 'text',
  tags: [],
  version: 1,
  creator: person,
  updateTime: '2026-11-01T08:00:00.000Z',
};
const detail: TestCaseDetail = {
  caseId: 9,
  projectId: 7,
  caseName: 'Pay by card',
  caseType: 1,
  priority: 3,
  moduleId: 3,
  moduleName: 'Checkout',
  precondition: '',
  mode: 'text',
  textSteps: 'Pay',
  textExpected: 'Paid',
  steps: [],
  tags: [],
  version: 1,
  requirements: [{ questionId: 40, number: 12, questionName: 'Card payments' }],
  creator: person,
  createTime: '2026-11-01T08:00:00.000Z',
  updateTime: '2026-11-01T08:00:00.000Z',
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.clearAllMocks();
});

/** Issue 14 "Case library": a case's linked requirements (issues of type 3), picked and shown as links. */
describe('linked requirements of a case', () => {
  it('shows them as links to the issue, searches requirements only, and saves the chosen ones', async () => {
    vi.mocked(projectsApi.getMyProjects).mockResolvedValue(ok({ current: cardFixture(), projects: [cardFixture()] }));
    vi.mocked(api.getTestModuleTree).mockResolvedValue(ok(tree));
    vi.mocked(api.getTestCases).mockResolvedValue(page([row]));
    vi.mocked(api.getTestCase).mockResolvedValue(ok(detail));
    vi.mocked(api.getTestCaseVersions).mockResolvedValue(ok([]));
    vi.mocked(api.editTestCase).mockResolvedValue(ok(detail));
    vi.mocked(issuesApi.searchRelated).mockResolvedValue(
      ok([{ questionId: 41, number: 15, questionName: 'Invoice payments', status: 2, questionType: 3 }]),
    );
    renderPage(<TestLibraryPage />, '/testLibrary');
    fireEvent.click(await screen.findByText('Pay by card', {}, { timeout: 10_000 }));

    const link = await screen.findByRole('link', { name: '#12 Card payments' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/problem?projectId=7&questionId=40');

    const picker = screen.getByRole('combobox', { name: 'Linked requirements' });
    fireEvent.change(picker, { target: { value: 'invoice' } });
    await waitFor(() => expect(issuesApi.searchRelated).toHaveBeenCalledWith(7, 'invoice', undefined, 3), {
      timeout: 2000,
    });
    fireEvent.click(await screen.findByText('#15 Invoice payments'));
    fireEvent.click(screen.getByText('Save').closest('button') as HTMLElement);
    await waitFor(() =>
      expect(api.editTestCase).toHaveBeenCalledWith(
        expect.objectContaining({ projectId: 7, caseId: 9, requirementIds: [40, 41] }),
      ),
    );
  });
});
