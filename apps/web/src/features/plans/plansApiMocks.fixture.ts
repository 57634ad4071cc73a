import { vi } from 'vitest';

/** `vi.mock('…/api/plans', …)` body shared by the tests of pages that show plans or plan choices. */
export const plansApiMock = {
  getPlanTree: vi.fn(() => Promise.resolve({ code: 200, msg: 'ok', data: [] })),
  createPlanItem: vi.fn(),
  editPlanItem: vi.fn(),
  movePlanItem: vi.fn(),
  deletePlanItem: vi.fn(),
  getDeliverables: vi.fn(() => Promise.resolve({ code: 200, msg: 'ok', data: [] })),
  addDeliverableLink: vi.fn(),
  uploadDeliverable: vi.fn(),
  removeDeliverable: vi.fn(),
  setQuestionsPlan: vi.fn(),
};
