import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { issueColumns } from './issueColumns';
import { rowFixture } from '../../../test/fixtures/issueList';

const t = ((key: string) => key) as TFunction;
const handlerCell = (row: ReturnType<typeof rowFixture>) => {
  const [column] = issueColumns({ columns: ['handlers'], locale: 'en', t, onOpen: () => undefined });
  return column?.render(row);
};

describe('the handler column (issue 38 point 7)', () => {
  it('names the handlers while they owe the work', () => {
    expect(handlerCell(rowFixture())).toBe('Dev Dana');
  });

  it('names the reviewer while the issue is in review', () => {
    const inReview = rowFixture({ status: 4, inReviewBy: { userId: 1, name: 'Tester Tom' } });
    expect(handlerCell(inReview)).toBe('Tester Tom');
  });
});
