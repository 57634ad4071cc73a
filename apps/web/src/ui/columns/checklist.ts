/** One entry of a list to choose and order: columns of a table, tabs of a page. */
export interface ChecklistItem<T> {
  value: T;
  label: string;
  checked: boolean;
  /** Always shown: checked and not changeable. */
  fixed?: boolean;
}

/** The chosen entries first in their order, then the others in theirs; the fixed ones cannot be left out. */
export function checklistOf<T extends string | number>(options: {
  all: readonly T[];
  current: readonly T[];
  label: (value: T) => string;
  fixed?: readonly T[];
}): ChecklistItem<T>[] {
  const fixed = options.fixed ?? [];
  const item = (value: T, checked: boolean): ChecklistItem<T> => ({
    value,
    label: options.label(value),
    checked: checked || fixed.includes(value),
    fixed: fixed.includes(value),
  });
  return [
    ...options.current.map((value) => item(value, true)),
    ...options.all.filter((value) => !options.current.includes(value)).map((value) => item(value, false)),
  ];
}

/** What is checked, in the list's order. */
export function chosenOf<T>(items: readonly ChecklistItem<T>[]): T[] {
  return items.filter((item) => item.checked).map((item) => item.value);
}
