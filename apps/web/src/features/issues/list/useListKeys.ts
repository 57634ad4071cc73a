import type { QuestionRow } from '@questline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommands } from '../../../app/commands/commandRegistry';

/**
 * The issue list's keys (issue 35): j and k move through the rows, Enter opens the one the keyboard is on, c
 * creates, / goes to the keyword search. Registered while `active`; on a phone's cards (`moves` off) only c and /.
 * Answers the row the keyboard is on.
 */
export function useListKeys(props: {
  rows: readonly QuestionRow[];
  active: boolean;
  moves: boolean;
  onOpen: (questionId: number) => void;
  onCreate: () => void;
  onSearch: () => void;
}): number | null {
  const { rows, active, moves, onOpen, onCreate, onSearch } = props;
  const { t } = useTranslation('keyboard');
  const [cursor, setCursor] = useState<number | null>(null);
  // A row that left the page (another page, a filter) takes the keyboard with it.
  const shown = rows.some((row) => row.questionId === cursor) ? cursor : null;

  function move(step: 1 | -1) {
    if (rows.length === 0) return;
    const at = rows.findIndex((row) => row.questionId === shown);
    const next = at === -1 ? (step === 1 ? 0 : rows.length - 1) : Math.min(rows.length - 1, Math.max(0, at + step));
    setCursor(rows[next]?.questionId ?? null);
  }

  useCommands(
    [
      ...(moves
        ? [
            { id: 'list.next', title: t('list.next'), group: 'list' as const, key: 'j', run: () => move(1) },
            { id: 'list.previous', title: t('list.previous'), group: 'list' as const, key: 'k', run: () => move(-1) },
            {
              id: 'list.open',
              title: t('list.open'),
              group: 'list' as const,
              key: 'Enter',
              run: () => {
                if (shown !== null) onOpen(shown);
              },
            },
          ]
        : []),
      { id: 'list.create', title: t('list.create'), group: 'list', key: 'c', run: onCreate },
      { id: 'list.search', title: t('list.search'), group: 'list', key: '/', run: onSearch },
    ],
    active,
  );
  return shown;
}
