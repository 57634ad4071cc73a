import type { TestCaseRow, TestModuleTree } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as projectsApi from '../../api/projects';
import * as api from '../../api/testing';
import { i18n } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { cardFixture } from '../../test/fixtures/projects';
import TestLibraryPage from './library/TestLibraryPage';
import { ok, page } from '../../test/api';

vi.mock('../../api/testing', () => import('./testingApiMocks.fixture').then((mocks) => mocks.testingApiMock));
vi.mock('../../api/projects', () => import('./testingApiMocks.fixture').then((mocks) => mocks.projectsApiMock));

const tree: TestModuleTree = {
  rootCaseCount: 0,
  modules: [{ moduleId: 3, name: 'Sign-in', parentId: null, caseCount: 1, children: [] }],
};
const row: TestCaseRow = {
  caseId: 9,
  caseName: 'Sign in works',
  caseType: 1,
  priority: 3,
  moduleId: 3,
  moduleName: 'Sign-in',
  mode: 'step',
  tags: ['smoke'],
  version: 2,
  creator: { userId: 1, name: 'Ann' },
  updateTime: '2026-11-01T08:00:00.000Z',
};

async function openPage() {
  vi.mocked(projectsApi.getMyProjects).mockResolvedValue(
    ok({ current: cardFixture({ role: 'member' }), projects: [cardFixture()] }),
  );
  vi.mocked(api.getTestModuleTree).mockResolvedValue(ok(tree));
  vi.mocked(api.getTestCases).mockResolvedValue(page([row]));
  renderPage(<TestLibraryPage />, '/testLibrary');
  await screen.findByText('Sign in works', {}, { timeout: 10_000 });
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.clearAllMocks();
});

/** Issue 14: the case library page (spec point 2 "testLibrary"). */
describe('/testLibrary', () => {
  it('lists the cases of the chosen module with their type, priority, tags and version', async () => {
    await openPage();
    expect(screen.getByText('Sign-in (1)')).toBeTruthy();
    expect(screen.getByText('Root module (0)')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Functional')).toBeTruthy();
    expect(within(table).getByText('High')).toBeTruthy();
    expect(within(table).getByText('smoke')).toBeTruthy();
    expect(within(table).getByText('v2')).toBeTruthy();
    fireEvent.click(screen.getByText('Sign-in (1)'));
    await waitFor(() =>
      expect(vi.mocked(api.getTestCases).mock.lastCall?.[0]).toMatchObject({ projectId: 7, moduleId: 3 }),
    );
  });

  it('checks the 32-byte title before sending and saves a step case in the chosen module', async () => {
    await openPage();
    fireEvent.click(screen.getByText('Sign-in (1)'));
    fireEvent.click(screen.getByText('New case').closest('button') as HTMLElement);
    const title = await screen.findByLabelText('Case title', {}, { timeout: 5000 });
    fireEvent.change(title, { target: { value: '登'.repeat(11) } });
    fireEvent.click(screen.getByText('Save').closest('button') as HTMLElement);
    expect(
      await screen.findByText(
        'The case title must be at most 32 bytes (a Chinese character takes 3)',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(api.createTestCase).not.toHaveBeenCalled();

    vi.mocked(api.createTestCase).mockResolvedValue(ok({} as never));
    fireEvent.change(title, { target: { value: 'Sign out' } });
    fireEvent.change(screen.getByLabelText('Step 1 action'), { target: { value: 'Press Sign out' } });
    fireEvent.change(screen.getByLabelText('Step 1 expected result'), { target: { value: 'The login page shows' } });
    fireEvent.click(screen.getByText('Save').closest('button') as HTMLElement);
    await waitFor(() =>
      expect(api.createTestCase).toHaveBeenCalledWith(
        expect.objectContaining({
          projectId: 7,
          caseName: 'Sign out',
          moduleId: 3,
          mode: 'step',
          steps: [{ action: 'Press Sign out', expected: 'The login page shows' }],
        }),
      ),
    );
  });
});
