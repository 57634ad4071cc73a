import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * ADR 0103: what a self-hosted installation shows at a page that sells the hosted service (prices, upgrades,
 * payments, orders, invoices). Plain elements, so the portal's /price pulls no component library in.
 */
export default function NotOfferedPage() {
  const { t } = useTranslation(['pages']);
  return (
    <section
      aria-labelledby="not-offered-title"
      style={{ maxWidth: 560, margin: '64px auto', padding: '0 24px', textAlign: 'center', lineHeight: 1.6 }}
    >
      <h1 id="not-offered-title" data-testid="page-title" style={{ fontSize: 24, margin: '0 0 12px' }}>
        {t('notOffered.title')}
      </h1>
      <p style={{ margin: '0 0 24px', color: '#4b5563' }}>{t('notOffered.body')}</p>
      <Link to="/" style={{ color: '#1d4ed8', fontWeight: 600 }}>
        {t('notOffered.home')}
      </Link>
    </section>
  );
}
