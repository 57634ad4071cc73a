import { FINANCE_PATHS, type OrderSum, formatYuan } from '@questline/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicGet } from './portalApi';

/**
 * Spec point 2 "Home page: when logged in, it looks up the user's total order amount". Plain elements and
 * fetch, as the whole portal (ADR 0027); nothing shows until there is something paid.
 */
export function OrderTotal() {
  const { t } = useTranslation('portal');
  const [sumFen, setSumFen] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    publicGet<OrderSum>(FINANCE_PATHS.userAllOrderSumMoney).then(
      (sum) => {
        if (live) setSumFen(sum.sumFen);
      },
      // An ended session or an offline server only leaves the line out; the portal stays usable.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (sumFen === null || sumFen === 0) return null;
  return (
    <p className="portal-lead" data-testid="order-total">
      {t('home.orderTotal', { amount: formatYuan(sumFen) })}
    </p>
  );
}
