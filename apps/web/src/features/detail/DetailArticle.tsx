import { type Locale, type PublicDetail, RESOURCE_CATEGORY_LABELS } from '@questline/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../i18n';
import { formatInstant } from '../../ui/format';

const LANG_ATTRIBUTE: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };

/** The label and the machine-readable value of the object's date: a publish instant, a release day or an update. */
function dateOf(detail: PublicDetail): { label: string; dateTime: string; shown: string } {
  switch (detail.type) {
    case 'announcement':
      return { label: 'meta.published', dateTime: detail.publishTime, shown: formatInstant(detail.publishTime) };
    case 'updateLog':
      return { label: 'meta.released', dateTime: detail.day, shown: detail.day };
    case 'resource':
      return { label: 'meta.updated', dateTime: detail.updateTime, shown: formatInstant(detail.updateTime) };
  }
}

function Body({ detail }: { detail: PublicDetail }) {
  const { t } = useTranslation('detail');
  if (detail.type === 'resource') {
    return (
      <>
        <p className="detail-description">{detail.description}</p>
        <p>
          <Link className="portal-button portal-button-primary" to={`/resourcesInfo?id=${String(detail.id)}`}>
            {t('resource.open')}
          </Link>
        </p>
      </>
    );
  }
  // An update-log entry is written in one language (ADR 0028), which may not be the reader's: say which.
  const lang = detail.type === 'updateLog' ? LANG_ATTRIBUTE[detail.locale] : undefined;
  return (
    <>
      {/* Sanitised by the server when saved and again when answered (modules/detail/publicDetail.ts). */}
      <div className="rich-text portal-rich-text" lang={lang} dangerouslySetInnerHTML={{ __html: detail.body }} />
      {detail.type === 'updateLog' && (
        <p>
          <Link to="/updateLog">{t('updateLog.all')}</Link>
        </p>
      )}
    </>
  );
}

/** One public object (ADR 0120): its type, title, date (and a resource's category), then its text. */
export function DetailArticle({ detail }: { detail: PublicDetail }) {
  const { t } = useTranslation('detail');
  const locale = currentLocale();
  const date = dateOf(detail);
  const titleLang = detail.type === 'updateLog' ? LANG_ATTRIBUTE[detail.locale] : undefined;
  return (
    <article className="detail-article" aria-labelledby="detail-title" data-testid="detail-article">
      <h1 id="detail-title" lang={titleLang} data-testid="page-title">
        {detail.title}
      </h1>
      <dl className="detail-meta">
        <div>
          <dt>{t('meta.type')}</dt>
          <dd>{t(`type.${detail.type}`)}</dd>
        </div>
        <div>
          <dt>{t(date.label)}</dt>
          <dd>
            <time dateTime={date.dateTime}>{date.shown}</time>
          </dd>
        </div>
        {detail.type === 'resource' && (
          <div>
            <dt>{t('meta.category')}</dt>
            <dd>{RESOURCE_CATEGORY_LABELS[locale][detail.category]}</dd>
          </div>
        )}
      </dl>
      <Body detail={detail} />
    </article>
  );
}
