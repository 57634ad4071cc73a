import { useQuery } from '@tanstack/react-query';
import { Descriptions, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { getTrialTime } from '../../api/profile';
import { formatInstant } from '../../ui/format';

/** The trial's end date and remaining days (GET /{product}/trialTime/getUserTrialTime). */
export function TrialTab() {
  const { t } = useTranslation('profile');
  const query = useQuery({ queryKey: ['trialTime'], queryFn: async () => (await getTrialTime()).data });
  if (!query.data) return <Skeleton active loading={query.isLoading} paragraph={{ rows: 2 }} />;
  const trial = query.data;
  return (
    <Descriptions column={1} bordered size="middle" style={{ maxWidth: 480 }}>
      <Descriptions.Item label={t('trial.endTime')}>
        <span data-testid="trial-end">{formatInstant(trial.trialEndTime, 'day')}</span>{' '}
        <Tag color={trial.authority ? 'success' : 'error'}>{t(trial.authority ? 'trial.active' : 'trial.expired')}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('trial.remainingDays')}>
        <span data-testid="trial-days">{t('trial.days', { count: trial.remainingDays })}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
