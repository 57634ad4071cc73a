import {
  BILLING_PERIODS,
  type BillingPeriod,
  PLANS,
  type Plan,
  formatYuan,
  perDayYuan,
  periodPriceFen,
  planName,
} from '@questline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../i18n';
import { ContactDialog } from './ContactDialog';
import { usePageMeta } from './usePageMeta';

const PERIODS = Object.keys(BILLING_PERIODS) as BillingPeriod[];

/** Spec point 2 "Price page": plan cards for the chosen period, the limits table, local deployment. */
export default function PricePage() {
  const { t } = useTranslation(['portal', 'common']);
  usePageMeta('price');
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [contactOpen, setContactOpen] = useState(false);

  const planTitle = (plan: Plan) => planName(currentLocale(), plan.versionCode);
  const limit = (value: number | null) => (value === null ? t('price.unlimited') : String(value));
  const retention = (days: number | null) =>
    days === null ? t('price.permanent') : days === 0 ? t('price.sameDay') : t('price.days', { count: days });

  return (
    <>
      <h1 data-testid="page-title">{t('price.title')}</h1>
      <p className="portal-lead">{t('price.intro')}</p>
      <div className="portal-periods" role="group" aria-label={t('price.period')}>
        {PERIODS.map((value) => (
          <button key={value} type="button" aria-pressed={period === value} onClick={() => setPeriod(value)}>
            {t(`price.periods.${value}`)}
          </button>
        ))}
      </div>

      <ul className="portal-grid">
        {PLANS.map((plan) => (
          <li key={plan.key} className="portal-card portal-plan" data-testid={`plan-${plan.key}`}>
            <h2 style={{ fontSize: 20, margin: 0 }}>{planTitle(plan)}</h2>
            <p className="portal-price">
              <span data-testid="plan-price">¥{formatYuan(periodPriceFen(plan, period))}</span>{' '}
              <small>{t(`price.per.${period}`)}</small>
            </p>
            <p style={{ margin: 0 }} data-testid="plan-per-day">
              {t('price.perDay', { amount: perDayYuan(plan, period) })}
            </p>
            <ul>
              <li>
                {t('price.projects')}: {limit(plan.maxProjects)}
              </li>
              <li>
                {t('price.members')}: {limit(plan.maxMembersPerProject)}
              </li>
              <li>
                {t('price.retention')}: {retention(plan.retentionDays)}
              </li>
            </ul>
            {plan.unitPriceFen === 0 ? (
              <Link className="portal-button" to="/index">
                {t('price.freeUse')}
              </Link>
            ) : (
              <Link className="portal-button portal-button-primary" to="/user/UpgradeAccount">
                {t('price.buy')}
              </Link>
            )}
          </li>
        ))}
      </ul>

      <table className="portal-table">
        <caption>{t('price.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('price.tier')}</th>
            <th scope="col">{t('price.monthlyPrice')}</th>
            <th scope="col">{t('price.projects')}</th>
            <th scope="col">{t('price.members')}</th>
            <th scope="col">{t('price.retention')}</th>
          </tr>
        </thead>
        <tbody>
          {PLANS.map((plan) => (
            <tr key={plan.key}>
              <th scope="row">{planTitle(plan)}</th>
              <td>¥{formatYuan(plan.unitPriceFen)}</td>
              <td>{limit(plan.maxProjects)}</td>
              <td>{limit(plan.maxMembersPerProject)}</td>
              <td>{retention(plan.retentionDays)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <section className="portal-band" aria-labelledby="local-title">
        <h2 id="local-title">{t('price.localTitle')}</h2>
        <p className="portal-lead" style={{ margin: '0 auto 24px' }}>
          {t('price.localBody')}
        </p>
        <div className="portal-hero-actions" style={{ justifyContent: 'center' }}>
          <Link className="portal-button portal-button-primary" to="/deploylocally">
            {t('price.trial')}
          </Link>
          <button type="button" className="portal-button" onClick={() => setContactOpen(true)}>
            {t('price.contact')}
          </button>
        </div>
      </section>
      <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} />
    </>
  );
}
