import type { QuestionRow } from '@questline/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Opened by a click or a command only (ADR 0082): its form and select stay out of the issue pages' first load. */
export const LazyBatchIterationDialog = lazy(async () => ({
  default: (await import('./BatchIterationDialog')).BatchIterationDialog,
}));

/** The issue list's batch "add to iteration" for project admins; the dialog loads when it is opened. */
export function BatchIterationButton({
  projectId,
  rows,
  disabled,
  onDone,
}: {
  projectId: number;
  rows: QuestionRow[];
  disabled: boolean;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation('iterations');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" disabled={disabled} onClick={() => setOpen(true)}>
        {t('batchAdd')}
      </Button>
      <Suspense fallback={null}>
        {open && (
          <LazyBatchIterationDialog
            projectId={projectId}
            questionIds={rows.map((row) => row.questionId)}
            onClose={() => setOpen(false)}
            onDone={onDone}
          />
        )}
      </Suspense>
    </>
  );
}
