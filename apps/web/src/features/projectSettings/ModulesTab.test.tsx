import { MODULE_IMPORT_MAX_BYTES, type ProjectModule } from '@questline/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/projectSettings';
import { i18n } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { spreadsheetFileProblem } from '../../ui/SpreadsheetImportDialog';
import { ModulesTab } from './ModulesTab';
import { clickButton, type } from '../../test/dom';
import { membersFixture, plainMember } from '../../test/fixtures/projects';
import { ok } from '../../test/api';

vi.mock('../../api/projectSettings', () => ({
  getModules: vi.fn(),
  addModule: vi.fn(),
  editModule: vi.fn(),
  copyModule: vi.fn(),
  clearModuleHandler: vi.fn(),
  reorderModules: vi.fn(),
  removeModule: vi.fn(),
  batchSetModuleHandler: vi.fn(),
  downloadModuleTemplate: vi.fn(),
  importModules: vi.fn(),
  getProjectMembers: vi.fn(),
}));

const module = (moduleId: number, parentId: number | null, serialNo: number, moduleName: string): ProjectModule => ({
  moduleId,
  projectId: 1,
  parentId,
  moduleName,
  serialNo,
  handlerUserId: moduleId === 1 ? 11 : null,
  handlerName: moduleId === 1 ? 'Ann' : null,
});
const rows = [module(1, null, 1, 'Backend'), module(3, null, 2, 'Frontend'), module(2, 1, 1, 'API')];

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.mocked(api.getModules).mockResolvedValue(ok(rows));
  vi.mocked(api.getProjectMembers).mockResolvedValue(ok(membersFixture([plainMember(11, 'Ann')])));
  for (const call of [api.editModule, api.clearModuleHandler, api.reorderModules, api.removeModule]) {
    vi.mocked(call).mockResolvedValue(ok(null));
  }
  vi.mocked(api.addModule).mockResolvedValue(ok(module(4, null, 3, 'New')));
  vi.mocked(api.copyModule).mockResolvedValue(ok({ moduleId: 5 }));
});
afterEach(() => vi.clearAllMocks());

describe('ModulesTab (spec points 3 "Project module", 5 "module name at most 20", 7 "Modules", 8)', () => {
  it('shows the tree with serial numbers and default handlers', async () => {
    renderPage(<ModulesTab projectId={1} canManage />, '/');
    expect(await screen.findByText('Backend')).toBeTruthy();
    expect(screen.getByText('API')).toBeTruthy();
    expect(screen.getByText('Handler: Ann')).toBeTruthy();
    expect(screen.getAllByText('2.')).toHaveLength(1);
  });

  it('adds a child after checking the name, copies, clears the handler and steps a module down', async () => {
    renderPage(<ModulesTab projectId={1} canManage />, '/');
    fireEvent.click(await screen.findByLabelText('Add a module under Backend'));
    type('Module name', 'x'.repeat(21));
    clickButton('Save');
    expect(await screen.findByText('Module name must be at most 20 long')).toBeTruthy();
    type('Module name', 'Jobs');
    clickButton('Save');
    await waitFor(() =>
      expect(api.addModule).toHaveBeenCalledWith({
        projectId: 1,
        parentId: 1,
        moduleName: 'Jobs',
        handlerUserId: null,
      }),
    );

    fireEvent.click(screen.getByLabelText('Copy Frontend'));
    await waitFor(() => expect(api.copyModule).toHaveBeenCalledWith(3));
    fireEvent.click(screen.getByLabelText('Remove the default handler of Backend'));
    await waitFor(() => expect(api.clearModuleHandler).toHaveBeenCalledWith(1));
    fireEvent.click(screen.getByLabelText('Move Backend down'));
    await waitFor(() =>
      expect(api.reorderModules).toHaveBeenCalledWith({
        projectId: 1,
        items: [
          { moduleId: 3, parentId: null, serialNo: 1 },
          { moduleId: 1, parentId: null, serialNo: 2 },
        ],
      }),
    );
  });

  it('deletes after confirming', async () => {
    renderPage(<ModulesTab projectId={1} canManage />, '/');
    fireEvent.click(await screen.findByLabelText('Delete API'));
    clickButton('OK');
    await waitFor(() => expect(api.removeModule).toHaveBeenCalledWith(2));
  });

  it('lists the import’s row errors and refuses other files before sending (ADR 0018)', async () => {
    expect(spreadsheetFileProblem({ name: 'old.XLS', size: 10 }, MODULE_IMPORT_MAX_BYTES)).toBe(
      'Old .xls files are not supported yet; save the file as .xlsx in Excel and import it again',
    );
    expect(spreadsheetFileProblem({ name: 'modules.csv', size: 10 }, MODULE_IMPORT_MAX_BYTES)).toBe(
      'Wrong file type; upload an .xlsx file',
    );
    expect(spreadsheetFileProblem({ name: 'modules.xlsx', size: 10 }, MODULE_IMPORT_MAX_BYTES)).toBeNull();

    vi.mocked(api.importModules).mockRejectedValue({
      code: 500,
      msg: 'Nothing was imported: 1 row(s) have errors',
      data: [{ row: 3, msg: 'Module name is required' }],
    });
    renderPage(<ModulesTab projectId={1} canManage />, '/');
    await screen.findByText('Backend');
    clickButton('Import');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File(['PK'], 'modules.xlsx');
    fireEvent.change(input, { target: { files: [file] } });
    await screen.findByText('modules.xlsx');
    fireEvent.click(screen.getAllByText('Import').at(-1)?.closest('button') ?? input);
    expect(await screen.findByText('Row 3: Module name is required')).toBeTruthy();
    expect(screen.getByText('Nothing was imported: 1 row(s) have errors')).toBeTruthy();
    expect(api.importModules).toHaveBeenCalledWith(1, file, 'modules.xlsx');
  });

  it('is read-only for members: no checkboxes, no drag, no actions', async () => {
    renderPage(<ModulesTab projectId={1} canManage={false} />, '/');
    expect(await screen.findByText('Backend')).toBeTruthy();
    expect(screen.queryByLabelText('Delete API')).toBeNull();
    expect(screen.queryByText('Add module')).toBeNull();
    expect(document.querySelector('.ant-tree-checkbox')).toBeNull();
    expect(api.getProjectMembers).not.toHaveBeenCalled();
  });
});
