import { QueryClient } from '@tanstack/react-query';
import type { ApiPage, QuestionDetail, QuestionRow } from '@questline/contract';
import { describe, expect, it } from 'vitest';
import { detailFixture } from '../../../test/fixtures/issues';
import { rowFixture } from '../../../test/fixtures/issueList';
import { issueKeys } from '../queries';
import { showAtOnce, showBatchAtOnce, showStatusAtOnce } from './showAtOnce';
import { page } from '../../../test/api';

describe('a workflow step shown at once (issue 35, "instant feel")', () => {
  it('changes the detail and every cached list holding the issue, and the undo puts back exactly what was there', () => {
    const client = new QueryClient();
    const detail = detailFixture({ questionId: 9, status: 2 });
    const mine = page([rowFixture({ questionId: 9, status: 2 }), rowFixture({ questionId: 10, status: 2 })]);
    const others = page([rowFixture({ questionId: 11, status: 2 })]);
    client.setQueryData(issueKeys.detail(5, 9), detail);
    client.setQueryData(issueKeys.list(5, { scope: 'all' }, 1), mine);
    client.setQueryData(issueKeys.list(5, { scope: 'mine' }, 1), others);
    const dana = { userId: 3, name: 'Dana', completed: false };

    const undo = showStatusAtOnce(client, { projectId: 5, questionId: 9, status: 3, handlers: [dana] });
    expect(client.getQueryData<QuestionDetail>(issueKeys.detail(5, 9))).toMatchObject({
      status: 3,
      handlers: [dana],
      allowedActions: [],
    });
    const shown = client.getQueryData<ApiPage<QuestionRow>>(issueKeys.list(5, { scope: 'all' }, 1));
    expect(shown?.rows.map((row) => [row.questionId, row.status, row.handlers])).toEqual([
      [9, 3, [dana]],
      [10, 2, mine.rows[1]?.handlers],
    ]);
    expect(client.getQueryData(issueKeys.list(5, { scope: 'mine' }, 1))).toBe(others);

    undo();
    expect(client.getQueryData(issueKeys.detail(5, 9))).toEqual(detail);
    expect(client.getQueryData(issueKeys.list(5, { scope: 'all' }, 1))).toEqual(mine);
  });

  it('shows a quick edit (plan dates, progress) in the detail and the lists, and its undo puts them back', () => {
    const client = new QueryClient();
    const detail = detailFixture({ questionId: 9, startDate: null, deadline: null, progress: 0 });
    const list = page([rowFixture({ questionId: 9, startDate: null, deadline: null, progress: 0 })]);
    client.setQueryData(issueKeys.detail(5, 9), detail);
    client.setQueryData(issueKeys.list(5, { scope: 'all' }, 1), list);

    const undo = showAtOnce(client, {
      projectId: 5,
      questionId: 9,
      shown: { startDate: '2026-12-01', deadline: '2026-12-05', progress: 40 },
    });
    expect(client.getQueryData<QuestionDetail>(issueKeys.detail(5, 9))).toMatchObject({
      startDate: '2026-12-01',
      deadline: '2026-12-05',
      progress: 40,
      status: detail.status,
      allowedActions: [],
    });
    const row = client.getQueryData<ApiPage<QuestionRow>>(issueKeys.list(5, { scope: 'all' }, 1))?.rows[0];
    expect([row?.startDate, row?.deadline, row?.progress]).toEqual(['2026-12-01', '2026-12-05', 40]);

    undo();
    expect(client.getQueryData(issueKeys.detail(5, 9))).toEqual(detail);
    expect(client.getQueryData(issueKeys.list(5, { scope: 'all' }, 1))).toEqual(list);
  });

  it('shows a batch step on the rows it moves, leaves the others, and its undo puts every row back', () => {
    const client = new QueryClient();
    const toSolve = rowFixture({ questionId: 9, status: 2 });
    const repairing = rowFixture({ questionId: 10, status: 3 });
    const list = page([toSolve, repairing]);
    client.setQueryData(issueKeys.list(5, { scope: 'all' }, 1), list);

    const undo = showBatchAtOnce(client, { projectId: 5, action: 'StartRepair', rows: [toSolve, repairing] });
    const shown = client.getQueryData<ApiPage<QuestionRow>>(issueKeys.list(5, { scope: 'all' }, 1));
    expect(shown?.rows.map((row) => [row.questionId, row.status])).toEqual([
      [9, 3],
      [10, 3],
    ]);
    expect(shown?.rows[1]).toBe(repairing);

    undo();
    expect(client.getQueryData(issueKeys.list(5, { scope: 'all' }, 1))).toEqual(list);
  });
});
