import { type ResourcePricing, formatYuan } from '@questline/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A resource's prices as tags: yuan, points, and "free for members" when so. */
export function ResourcePrice({ pricing }: { pricing: ResourcePricing }) {
  const { t } = useTranslation('resources');
  return (
    <>
      {pricing.priceFen > 0 && <Tag color="volcano">{t('yuan', { amount: formatYuan(pricing.priceFen) })}</Tag>}
      {pricing.pointsPrice > 0 && <Tag color="gold">{t('points', { count: pricing.pointsPrice })}</Tag>}
      {pricing.membersFree && <Tag color="blue">{t('membersFree')}</Tag>}
    </>
  );
}
