import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderTotal } from './OrderTotal';
import { PromoVideo } from './PromoVideo';
import { usePageMeta } from './usePageMeta';
import { useSignedIn } from './useSignedIn';

const FEATURES = ['cloud', 'recording', 'insight'] as const;
const LEARNING = ['start', 'workflow', 'team', 'deploy'] as const;

/** Spec point 1 "public site": hero, promo video, three feature blocks, learning material, free registration. */
export default function HomePage() {
  const { t } = useTranslation(['portal', 'common']);
  usePageMeta('home');
  const signedIn = useSignedIn();

  return (
    <>
      <section className="portal-hero" aria-labelledby="home-title">
        <div>
          <h1 id="home-title" data-testid="page-title">
            {t('home.heroTitle')}
          </h1>
          <p className="portal-lead">{t('home.heroBody')}</p>
          {signedIn && <OrderTotal />}
          <div className="portal-hero-actions">
            {signedIn ? (
              <Link className="portal-button portal-button-primary portal-button-large" to="/index">
                {t('workspace')}
              </Link>
            ) : (
              <>
                <Link className="portal-button portal-button-primary portal-button-large" to="/register">
                  {t('home.startFree')}
                </Link>
                <Link className="portal-button portal-button-large" to="/demo">
                  {t('home.tryDemo')}
                </Link>
                <Link className="portal-button portal-button-large" to="/login">
                  {t('common:login')}
                </Link>
              </>
            )}
          </div>
        </div>
        <PromoVideo name="tour" caption={t('home.videoCaption')} />
      </section>

      <section aria-labelledby="home-features">
        <h2 id="home-features">{t('home.featuresTitle')}</h2>
        <ul className="portal-grid">
          {FEATURES.map((key) => (
            <li key={key} className="portal-card">
              <h3>{t(`home.features.${key}.title`)}</h3>
              <p>{t(`home.features.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-learn">
        <h2 id="home-learn">{t('home.learnTitle')}</h2>
        <p className="portal-lead">{t('home.learnBody')}</p>
        <ul className="portal-grid">
          {LEARNING.map((key) => (
            <li key={key} className="portal-card">
              <h3>{t(`home.learn.${key}.title`)}</h3>
              <p>{t(`home.learn.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="portal-band" aria-labelledby="home-cta">
        <h2 id="home-cta">{t('home.ctaTitle')}</h2>
        <p className="portal-lead" style={{ margin: '0 auto 24px' }}>
          {t('home.ctaBody')}
        </p>
        <Link className="portal-button portal-button-primary portal-button-large" to="/register">
          {t('home.startFree')}
        </Link>
      </section>
    </>
  );
}
