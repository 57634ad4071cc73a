import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/issues';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import ProblemPage from './ProblemPage';
import { mockListCalls, PROJECT_ID } from '../../../test/fixtures/issueList';
import { ok } from '../../../test/api';

vi.mock('../../../api/plans', () => import('../../plans/plansApiMocks.fixture').then((mocks) => mocks.plansApiMock));
vi.mock('../../../api/issues', () => import('./listApiMocks.fixture').then((mocks) => mocks.issuesApiMock));
vi.mock('../../../api/projects', () => import('./listApiMocks.fixture').then((mocks) => mocks.projectsApiMock));
vi.mock('../../../api/iterations', () => import('./listApiMocks.fixture').then((mocks) => mocks.iterationsApiMock));

async function openPage(at = '/problem') {
  const rendered = renderPage(<ProblemPage />, '/problem', at);
  // By text, not by role: a role query walks the whole table's accessibility tree at each retry, and under load the
  // list's first draw outlasted the wait (issue 40).
  await screen.findByText('Login button misaligned');
  return rendered;
}

/** jsdom gives every antd id the same value, so a dialog is found by its title text, not its name. */
function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByRole('dialog').find((element) => element.textContent.includes(title));
    if (!found) throw new Error(`no dialog ${title}`);
    return found;
  });
}

const saved: { blob: Blob | null; name: string } = { blob: null, name: '' };

beforeEach(async () => {
  await changeLocale('en');
  mockListCalls();
  saved.blob = null;
  saved.name = '';
  URL.createObjectURL = vi.fn(() => 'blob:issues');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('ProblemPage actions (spec point 2 "problem")', () => {
  it('saves the chosen columns in their order; the fixed ones cannot be hidden', async () => {
    vi.mocked(api.setColumns).mockResolvedValue(ok(null));
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const settings = await findDialog('Columns to show');
    // By label rather than by role: role queries over the whole dialog took most of this test's time (issue 40).
    expect(within(settings).getByLabelText('Title')).toHaveProperty('disabled', true);
    fireEvent.click(within(settings).getByLabelText('Priority'));
    fireEvent.click(within(settings).getByLabelText('Module'));
    // Module sits below the unchosen severity, handlers and creator and the chosen deadline: four steps up.
    for (let step = 0; step < 4; step += 1) {
      fireEvent.click(within(settings).getByLabelText('Move Module up'));
    }
    fireEvent.click(within(settings).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.setColumns).toHaveBeenCalledWith([
        'number',
        'questionName',
        'status',
        'questionType',
        'module',
        'deadline',
      ]),
    );
    await waitFor(() =>
      expect([...document.querySelectorAll('thead th')].map((cell) => cell.textContent).filter(Boolean)).toEqual([
        'No.',
        'Title',
        'Status',
        'Type',
        'Module',
        'Deadline',
      ]),
    );
  });

  it('runs a batch action with its inputs and lists each issue of a partial answer (500201)', async () => {
    vi.mocked(api.runBatchAction).mockResolvedValue({
      code: 500201,
      msg: 'Some failed',
      data: { succeeded: [101], failed: [{ id: 103, msg: 'This issue was changed by someone else' }] },
    } as unknown as Awaited<ReturnType<typeof api.runBatchAction>>);
    await openPage();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Login button misaligned' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Add dark mode' }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions on the selected issues' });
    expect(within(toolbar).getByText('Selected: 2')).toBeTruthy();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Refuse' }));

    const inputs = await findDialog('Refuse: 2 selected issues');
    fireEvent.click(within(inputs).getByRole('button', { name: 'Run' }));
    expect(await within(inputs).findByText('Reason is required')).toBeTruthy();
    expect(api.runBatchAction).not.toHaveBeenCalled();

    fireEvent.mouseDown(within(inputs).getByLabelText('Reason'));
    fireEvent.click(await screen.findByTitle('Cannot reproduce'));
    fireEvent.change(within(inputs).getByLabelText('Note'), { target: { value: ' works for me ' } });
    fireEvent.click(within(inputs).getByRole('button', { name: 'Run' }));

    await waitFor(() =>
      expect(api.runBatchAction).toHaveBeenCalledWith('Refuse', {
        projectId: PROJECT_ID,
        items: [
          { questionId: 101, updateTime: '2026-01-02T00:00:00.000Z' },
          { questionId: 103, updateTime: 'u3' },
        ],
        refuseReason: 4,
        note: 'works for me',
      }),
    );
    const summary = await findDialog('Result of "Refuse"');
    expect(within(summary).getByTestId('batch-summary').textContent).toBe('Done on 1, not done on 1.');
    const lines = within(summary)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(lines).toEqual(['#3Add dark mode This issue was changed by someone else', '#1Login button misaligned Done']);
    // The list is read again and the selection is gone.
    await waitFor(() => expect(vi.mocked(api.getProblemList).mock.calls.length).toBeGreaterThan(1));
    expect(screen.queryByRole('toolbar', { name: 'Actions on the selected issues' })).toBeNull();
  });

  it('asks a batch completion how the issues were resolved, as a single completion does (issue 38 point 7)', async () => {
    vi.mocked(api.runBatchAction).mockResolvedValue(ok({ succeeded: [101], failed: [] }));
    await openPage();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Login button misaligned' }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions on the selected issues' });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Complete repair' }));

    const inputs = await findDialog('Complete repair: 1 selected issue');
    fireEvent.mouseDown(within(inputs).getByLabelText('Resolution'));
    // A batch cannot be one issue's duplicate: that resolution names a single issue.
    expect(screen.queryByTitle('Duplicate')).toBeNull();
    fireEvent.click(await screen.findByTitle('Fixed'));
    fireEvent.mouseDown(await within(inputs).findByLabelText('Fixed in version'));
    fireEvent.click(await screen.findByTitle('v1.0'));
    fireEvent.click(within(inputs).getByRole('button', { name: 'Run' }));

    await waitFor(() =>
      expect(api.runBatchAction).toHaveBeenCalledWith('CompleteRepair', {
        projectId: PROJECT_ID,
        items: [{ questionId: 101, updateTime: '2026-01-02T00:00:00.000Z' }],
        resolution: 1,
        fixedVersionId: 8,
      }),
    );
  });

  it('imports a file and lists every row error the server reports', async () => {
    vi.mocked(api.importQuestions).mockRejectedValue({
      code: 500,
      msg: 'The file has errors; nothing was imported',
      data: [
        { row: 2, msg: 'Title is required' },
        { row: 4, msg: 'Unknown handler' },
      ],
    });
    vi.mocked(api.downloadImportTemplate).mockResolvedValue(new Blob(['x']));
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const importer = await findDialog('Import issues');
    fireEvent.click(within(importer).getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(saved.name).toBe('issue-import-template.xlsx'));

    const input = importer.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['data'], 'issues.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(await within(importer).findByRole('button', { name: 'Import' }));
    await waitFor(() => expect(api.importQuestions).toHaveBeenCalledWith(PROJECT_ID, file, 'issues.xlsx'));
    const report = await within(importer).findByTestId('import-row-errors');
    expect(
      within(report)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Row 2: Title is required', 'Row 4: Unknown handler']);
    expect(within(importer).getByText('The file has errors; nothing was imported')).toBeTruthy();
  });

  it('refuses a file that is not .xlsx before uploading it', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const importer = await findDialog('Import issues');
    const input = importer.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'issues.csv', { type: 'text/csv' })] } });
    expect(await within(importer).findByText('Wrong file type; upload an .xlsx file')).toBeTruthy();
    expect(within(importer).getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
    expect(api.importQuestions).not.toHaveBeenCalled();
  });

  it('shows the imported count and refreshes the list', async () => {
    vi.mocked(api.importQuestions).mockResolvedValue(ok({ imported: 3 }));
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const importer = await findDialog('Import issues');
    const input = importer.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'ok.xlsx')] } });
    fireEvent.click(await within(importer).findByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 3 issues.')).toBeTruthy();
    await waitFor(() => expect(vi.mocked(api.getTypeCounts).mock.calls.length).toBeGreaterThan(1));
  });

  it('exports the filtered list and saves it as .xlsx', async () => {
    vi.mocked(api.exportQuestions).mockResolvedValue(ok({ fileName: 'a'.repeat(32) }));
    vi.mocked(api.downloadFile).mockResolvedValue(new Blob(['xlsx']));
    await openPage('/problem?type=1&status=2');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved.name).toMatch(/^issues-\d{8}-\d{4}\.xlsx$/));
    expect(api.exportQuestions).toHaveBeenCalledWith({
      projectId: PROJECT_ID,
      questionType: 1,
      status: [2],
      scope: 'all',
      orderBy: 'number',
      order: 'desc',
    });
    expect(api.downloadFile).toHaveBeenCalledWith('a'.repeat(32));
  });
});
