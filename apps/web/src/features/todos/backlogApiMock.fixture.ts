import { vi } from 'vitest';

/** The to-do calls, as the pages' tests replace them (vi.mock hands these over through a dynamic import, as this file imports no API module). */
export const backlogApiMock = {
  getBacklogProjects: vi.fn(),
  getManagedMembers: vi.fn(),
  getMemberBacklogProjects: vi.fn(),
  getBacklogQuestions: vi.fn(),
  getMemberBacklogQuestions: vi.fn(),
  getBacklogColumns: vi.fn(),
  setBacklogColumns: vi.fn(),
  getTodoCounts: vi.fn(),
};
