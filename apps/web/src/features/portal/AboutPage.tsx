import { useTranslation } from 'react-i18next';
import { ContactDetails } from './ContactDialog';
import { PromoVideo } from './PromoVideo';
import { usePageMeta } from './usePageMeta';

/** Spec point 1: team introduction, a video that goes back to its start at 7 seconds, the contact block. */
export default function AboutPage() {
  const { t } = useTranslation('portal');
  usePageMeta('about');
  return (
    <>
      <section className="portal-hero" aria-labelledby="about-title">
        <div>
          <h1 id="about-title" data-testid="page-title">
            {t('about.title')}
          </h1>
          <p className="portal-lead">{t('about.intro')}</p>
          <h2>{t('about.teamTitle')}</h2>
          <p>{t('about.team')}</p>
        </div>
        <PromoVideo name="workspace" caption={t('about.videoCaption')} loopAtSeconds={7} />
      </section>
      <section className="portal-band" aria-labelledby="about-contact">
        <h2 id="about-contact">{t('about.contactTitle')}</h2>
        <p>{t('about.contactBody')}</p>
        <div style={{ display: 'inline-block', textAlign: 'left' }}>
          <ContactDetails />
        </div>
        <p style={{ margin: 0 }}>{t('price.hours')}</p>
      </section>
    </>
  );
}
