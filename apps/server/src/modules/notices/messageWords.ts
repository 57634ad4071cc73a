import { NOTIFICATION_KIND_LABELS, notificationText, workOrderLabel } from '@questline/contract';

/** The message's title and text in a language: the notification item's title and text. */
export function messageWords(
  locale: 'zh' | 'en',
  row: { kind: string; question_number: number; question_title: string; work_order_id: number | null },
): { title: string; text: string } {
  return {
    // A kind this version does not know (written by a newer one) shows as itself.
    title: (NOTIFICATION_KIND_LABELS[locale] as Partial<Record<string, string>>)[row.kind] ?? row.kind,
    // A work order's message keeps the order's title where an issue's keeps the (migration 0029).
    text:
      row.work_order_id === null
        ? notificationText(row.question_number, row.question_title)
        : `${workOrderLabel(row.work_order_id)} ${row.question_title}`,
  };
}
