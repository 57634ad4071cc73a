import { describe, expect, it } from 'vitest';
import { cancelEmpowerParams } from './accountApi';
import { batchModuleHandlerQuery } from './projects/settingsApi';
import { RECORD_ID_MAX } from './recordIdMax';
import { workOrderQueueQuery } from './workOrders/workOrderSchemas';

/**
 * Issue 36: ids the fuzzer sent past PostgreSQL's integer column reached the database and answered HTTP 500 there;
 * the schemas now stop them as input, as recordId stops every other id.
 */
describe('ids that must fit the integer column', () => {
  const past = String(RECORD_ID_MAX + 1);

  it('unbinding a social account takes an id up to the column’s largest', () => {
    expect(cancelEmpowerParams.safeParse({ id: String(RECORD_ID_MAX) }).success).toBe(true);
    expect(cancelEmpowerParams.safeParse({ id: past }).success).toBe(false);
  });

  it('a batch of modules refuses any id past the column, in a list or comma-separated', () => {
    const query = (moduleIdList: string | string[]) =>
      batchModuleHandlerQuery.safeParse({ projectId: '1', projectUserId: '2', moduleIdList });
    expect(query(`3,${RECORD_ID_MAX}`).success).toBe(true);
    expect(query(`3,${past}`).success).toBe(false);
    expect(query(['3', '9007199254740992']).success).toBe(false);
  });

  it('the work-order queue filters by an assignee that can exist (0: nobody)', () => {
    expect(workOrderQueueQuery.safeParse({ assigneeId: '0' }).success).toBe(true);
    expect(workOrderQueueQuery.safeParse({ assigneeId: String(RECORD_ID_MAX) }).success).toBe(true);
    expect(workOrderQueueQuery.safeParse({ assigneeId: past }).success).toBe(false);
  });
});
