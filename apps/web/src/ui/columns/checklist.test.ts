import { describe, expect, it } from 'vitest';
import { checklistOf, chosenOf } from './checklist';

const label = (value: string) => value.toUpperCase();

describe('checklistOf', () => {
  it('lists the chosen entries first in their order, then the others in theirs', () => {
    const items = checklistOf({ all: ['a', 'b', 'c', 'd'], current: ['c', 'a'], label });
    expect(items.map((item) => [item.value, item.checked])).toEqual([
      ['c', true],
      ['a', true],
      ['b', false],
      ['d', false],
    ]);
    expect(items[0]?.label).toBe('C');
  });

  it('keeps the fixed entries checked and locked even when the saved choice left them out', () => {
    const items = checklistOf({ all: ['number', 'title', 'status'], current: ['status'], label, fixed: ['number'] });
    expect(items.find((item) => item.value === 'number')).toMatchObject({ checked: true, fixed: true });
    expect(items.find((item) => item.value === 'title')).toMatchObject({ checked: false, fixed: false });
    expect(chosenOf(items)).toEqual(['status', 'number']);
  });
});
