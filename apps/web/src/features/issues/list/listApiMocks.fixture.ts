import { vi } from 'vitest';

/**
 * The calls the problem page makes, as mocks its test files share. vi.mock is hoisted above the file's
 * imports, so a test hands these over through a dynamic import inside its factory.
 */
export const issuesApiMock = {
  getProblemList: vi.fn(),
  getProblemListAll: vi.fn(),
  getTypeCounts: vi.fn(),
  getTypeTabs: vi.fn(),
  setTypeTabs: vi.fn(),
  getColumns: vi.fn(),
  setColumns: vi.fn(),
  getTerminals: vi.fn(),
  getFormInit: vi.fn(),
  getQuestion: vi.fn(),
  runBatchAction: vi.fn(),
  downloadImportTemplate: vi.fn(),
  importQuestions: vi.fn(),
  exportQuestions: vi.fn(),
  downloadFile: vi.fn(),
};

export const projectsApiMock = {
  getMyProjects: vi.fn(),
  getProjectList: vi.fn(),
  getMembers: vi.fn(),
  getAddCode: vi.fn(),
};

/** The iteration selects of the form, filter panel and batch toolbar (issue 13): a project without iterations. */
export const iterationsApiMock = {
  getIterations: vi.fn().mockResolvedValue({ code: 200, msg: '', rows: [], total: 0 }),
  addIssuesToIteration: vi.fn(),
};
