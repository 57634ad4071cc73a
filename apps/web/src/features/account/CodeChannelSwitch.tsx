import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

export type CodeChannel = 'phone' | 'email';

/** Where the code of registration or reset goes, offered only where mail is configured (ADR 0108). */
export function CodeChannelSwitch({ value, onChange }: { value: CodeChannel; onChange(next: CodeChannel): void }) {
  const { t } = useTranslation('account');
  return (
    <Segmented
      block
      aria-label={t('form.channel')}
      value={value}
      onChange={onChange}
      options={[
        { value: 'phone', label: t('form.byPhone') },
        { value: 'email', label: t('form.byEmail') },
      ]}
      style={{ marginBottom: 20 }}
    />
  );
}
