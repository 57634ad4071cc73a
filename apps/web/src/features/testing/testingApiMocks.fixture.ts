import { vi } from 'vitest';

/** vi.mock factories of the testing pages' API modules (tests only). */
export const testingApiMock = {
  getTestModuleTree: vi.fn(),
  addTestModule: vi.fn(),
  renameTestModule: vi.fn(),
  deleteTestModule: vi.fn(),
  getTestCases: vi.fn(),
  getTestCase: vi.fn(),
  getTestCaseVersions: vi.fn(),
  createTestCase: vi.fn(),
  editTestCase: vi.fn(),
  moveTestCases: vi.fn(),
  copyTestCases: vi.fn(),
  batchEditTestCases: vi.fn(),
  deleteTestCases: vi.fn(),
  downloadTestCaseTemplate: vi.fn(),
  importTestCases: vi.fn(),
  exportTestCases: vi.fn(),
  getTestTasks: vi.fn(),
  getTestTask: vi.fn(),
  createTestTask: vi.fn(),
  editTestTask: vi.fn(),
  setTestTaskStatus: vi.fn(),
  getTaskCases: vi.fn(),
  addTaskCases: vi.fn(),
  getTaskReport: vi.fn(),
  getTaskCase: vi.fn(),
  recordRun: vi.fn(),
  fileDefect: vi.fn(),
};

export const projectsApiMock = { getMyProjects: vi.fn(), getProjectList: vi.fn(), getMembers: vi.fn() };
