import { useTranslation } from 'react-i18next';
import { usePageMeta } from './usePageMeta';

/** Each block's illustration: /portal/feature-<key>.svg, drawn by scripts/portal-media.mjs. */
const FEATURES = ['workflow', 'projects', 'attachments', 'statistics', 'api', 'testing', 'selfHost'] as const;

/** Spec point 1: the features page, seven numbered blocks each with an illustration. */
export default function FunctionsPage() {
  const { t } = useTranslation('portal');
  usePageMeta('functions');
  return (
    <>
      <h1 data-testid="page-title">{t('functions.title')}</h1>
      <p className="portal-lead">{t('functions.intro')}</p>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {FEATURES.map((key, index) => {
          const title = t(`functions.items.${key}.title`);
          return (
            <li key={key} className="portal-feature" data-testid="feature-block">
              <div>
                <span className="portal-feature-number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h2>{title}</h2>
                <p>{t(`functions.items.${key}.body`)}</p>
              </div>
              <figure className="portal-media">
                <img
                  src={`/portal/feature-${key}.svg`}
                  alt={t('functions.illustration', { title })}
                  width={640}
                  height={400}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </figure>
            </li>
          );
        })}
      </ol>
    </>
  );
}
