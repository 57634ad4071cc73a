import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from './usePageMeta';
import { useSignedIn } from './useSignedIn';

const POINTS = ['review', 'plan', 'data'] as const;

/**
 * ADR 0103: a self-hosted installation's `/`, in place of the hosted service's sales home: what the product is
 * and the way in. Also reachable at /welcome, where it is prerendered (the server answers `/` with that file).
 */
export default function WelcomePage() {
  const { t } = useTranslation(['portal', 'common']);
  usePageMeta('welcome');
  const signedIn = useSignedIn();

  return (
    <section className="portal-welcome" aria-labelledby="welcome-title">
      <h1 id="welcome-title" data-testid="page-title">
        {t('welcome.title')}
      </h1>
      <p className="portal-lead">{t('welcome.body')}</p>
      <ul className="portal-welcome-points">
        {POINTS.map((key) => (
          <li key={key}>{t(`welcome.points.${key}`)}</li>
        ))}
      </ul>
      <div className="portal-hero-actions">
        {signedIn ? (
          <Link className="portal-button portal-button-primary portal-button-large" to="/index">
            {t('workspace')}
          </Link>
        ) : (
          <Link className="portal-button portal-button-primary portal-button-large" to="/login">
            {t('welcome.signIn')}
          </Link>
        )}
      </div>
    </section>
  );
}
