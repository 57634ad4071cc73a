import type { AuditEntry } from '@questline/contract';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

const shown = (value: unknown): string => (value === null ? '—' : JSON.stringify(value, null, 2));

/** An audit line's state before and after the change, as recorded: JSON, since each action records its own shape. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const block = (value: unknown) => (
    <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>{shown(value)}</pre>
  );
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'before', label: t('audit.before'), children: block(entry.before) },
        { key: 'after', label: t('audit.after'), children: block(entry.after) },
      ]}
    />
  );
}
