import type { QuestionRow } from '@questline/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Opened by a click only (ADR 0082): its form and select stay out of the issue list's first load.
const BatchIterationDialog = lazy(async () => ({
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
          <BatchIterationDialog projectId={projectId} rows={rows} onClose={() => setOpen(false)} onDone={onDone} />
        )}
      </Suspense>
    </>
  );
}
