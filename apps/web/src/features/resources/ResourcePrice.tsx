import type { ResourcePricing } from '@questline/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuan } from '../finance';

/** A resource's prices as tags: yuan, points, and "free for members" when so. */
export function ResourcePrice({ pricing }: { pricing: ResourcePricing }) {
  const { t } = useTranslation('resources');
  const { t: tFinance } = useTranslation('finance');
  return (
    <>
      {pricing.priceFen > 0 && <Tag color="red">{yuan(tFinance, pricing.priceFen)}</Tag>}
      {pricing.pointsPrice > 0 && <Tag color="purple">{t('points', { count: pricing.pointsPrice })}</Tag>}
      {pricing.membersFree && <Tag color="blue">{t('membersFree')}</Tag>}
    </>
  );
}
