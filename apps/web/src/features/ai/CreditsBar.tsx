import type { AiCreditKind, AiCredits } from '@questline/contract';
import { Alert, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A balance and the way to top it up; nothing on a self-hosted installation, where AI use is not metered. */
export function CreditsBar({ kind, credits }: { kind: AiCreditKind; credits: AiCredits | null }) {
  const { t } = useTranslation('ai');
  if (credits === null) return null;
  return (
    <Space wrap size="middle">
      <Typography.Text data-testid={`ai-credits-${kind}`}>
        {t(`credits.${kind}`, { count: credits[kind] })}
      </Typography.Text>
      <Link to="/MidjourneyRecharge">{t('credits.recharge')}</Link>
    </Space>
  );
}

/** Said where a request would be refused anyway: the balance is spent, with the way to top it up. */
export function NoCreditsAlert({ kind }: { kind: AiCreditKind }) {
  const { t } = useTranslation('ai');
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="ai-no-credits"
      message={t(`credits.none.${kind}`)}
      action={<Link to="/MidjourneyRecharge">{t('credits.recharge')}</Link>}
    />
  );
}
