import { render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { issueColumns } from './issueColumns';
import { rowFixture } from '../../../test/fixtures/issueList';

const t = ((key: string) => key) as TFunction;
const handlerCell = (row: ReturnType<typeof rowFixture>) => {
  const [column] = issueColumns({ columns: ['handlers'], locale: 'en', t, onOpen: () => undefined });
  render(<>{column?.render(row)}</>);
  return screen.queryByTitle(/./);
};

describe('the handler column (issue 38 point 7)', () => {
  it('names the handlers while they owe the work', () => {
    expect(handlerCell(rowFixture())?.textContent).toBe('Dev Dana');
  });

  it('names the reviewer while the issue is in review', () => {
    const inReview = rowFixture({ status: 4, inReviewBy: { userId: 1, name: 'Tester Tom' } });
    expect(handlerCell(inReview)?.textContent).toBe('Tester Tom');
  });

  it('draws nothing for an issue without handlers, so a phone card can show its dash', () => {
    const [column] = issueColumns({ columns: ['handlers'], locale: 'en', t, onOpen: () => undefined });
    expect(column?.render(rowFixture({ handlers: [] }))).toBeNull();
  });

  // Issue 37: one issue's five handlers widened the column for every row and squeezed the title to a few letters.
  it('cuts a long list of names at a bounded width and keeps the whole list in its tooltip', () => {
    const names = ['Dev Dana', 'Dev Dora', 'Dev Dina', 'Dev Dino', 'Dev Dave'];
    const many = rowFixture({ handlers: names.map((name, index) => ({ userId: index + 1, name, completed: false })) });
    const cell = handlerCell(many);
    expect(cell?.getAttribute('title')).toBe(names.join(', '));
    expect(cell?.className).toBe('issue-names');
    expect(cell?.style.maxWidth).toBe('160px');
  });
});

describe('the number column', () => {
  it('keeps an issue number on one line in any table', () => {
    const [column] = issueColumns({ columns: ['number'], locale: 'en', t, onOpen: () => undefined });
    const { container } = render(<>{column?.render(rowFixture({ number: 99993 }))}</>);
    const cell = container.querySelector('span');
    expect(cell?.textContent).toBe('#99993');
    expect(cell?.style.whiteSpace).toBe('nowrap');
  });
});
