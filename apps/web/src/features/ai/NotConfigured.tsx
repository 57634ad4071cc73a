import { SettingOutlined } from '@ant-design/icons';
import type { AiCreditKind } from '@questline/contract';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * No endpoint offers this page yet (ADR 0124): people are told so plainly; the platform administrator is shown where
 * to set it.
 */
export function NotConfigured({ kind, admin, onSetUp }: { kind: AiCreditKind; admin: boolean; onSetUp: () => void }) {
  const { t } = useTranslation('ai');
  return (
    <Result
      status="info"
      title={t(`notConfigured.${kind}`)}
      subTitle={admin ? t('notConfigured.admin') : t('notConfigured.user')}
      extra={
        admin && (
          <Button type="primary" icon={<SettingOutlined aria-hidden />} onClick={onSetUp}>
            {t('settings.setUp')}
          </Button>
        )
      }
    />
  );
}
