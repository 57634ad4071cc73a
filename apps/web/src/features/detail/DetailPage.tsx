import { DETAIL_PATH, type PublicDetail, isDetailType, parseDetailId } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PortalFrame } from '../../layouts/PortalLayout';
import { PublicCallFailed, publicGet } from '../portal';
import { DetailArticle } from './DetailArticle';
import './detail.css';

const NOT_FOUND = 404;

const isNotFound = (error: unknown) => error instanceof PublicCallFailed && error.code === NOT_FOUND;

/** The tab's title while the page is shown; the one before comes back when it goes (other pages set none). */
function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}

/** What a link to something missing or not public shows: one page whichever it is (ADR 0120). */
function NotFound() {
  const { t } = useTranslation('detail');
  return (
    <section className="detail-not-found" aria-labelledby="detail-title" data-testid="detail-not-found">
      <h1 id="detail-title" data-testid="page-title">
        {t('notFound.title')}
      </h1>
      <p className="portal-lead">{t('notFound.hint')}</p>
      <p>
        <Link className="portal-button portal-button-primary" to="/">
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}

/**
 * /detailpage?type=announcement|updateLog|resource&id=N (spec point 2, issue 39, ADR 0120): one public object opened
 * from a shared link, signed in or not, inside the portal's frame and in the reader's language. A link that names
 * no valid type and id is not asked for: it is shown as not found, like anything the server does not answer.
 */
export default function DetailPage() {
  const { t, i18n } = useTranslation(['detail', 'nav']);
  const [params] = useSearchParams();
  const type = params.get('type');
  const id = parseDetailId(params.get('id'));
  const link = isDetailType(type) && id !== null ? { type, id: String(id) } : null;
  const detail = useQuery({
    // The language is part of the key: the answer's message follows the reader's language.
    queryKey: ['detail', link?.type, link?.id, i18n.language],
    queryFn: () => publicGet<PublicDetail>(DETAIL_PATH, link ?? {}),
    enabled: link !== null,
    // Not found is an answer, not a fault: asking again would only repeat it.
    retry: (count, error) => !isNotFound(error) && count < 1,
  });

  const missing = link === null || isNotFound(detail.error);
  const title = detail.data?.title ?? (missing ? t('detail:notFound.title') : t('nav:route.detailpage'));
  useDocumentTitle(t('detail:documentTitle', { title }));

  return (
    <PortalFrame>
      {missing ? (
        <NotFound />
      ) : detail.data ? (
        <DetailArticle detail={detail.data} />
      ) : detail.isError ? (
        <div role="alert" className="detail-failed">
          <h1 data-testid="page-title">{t('nav:route.detailpage')}</h1>
          <p>{t('detail:failed')}</p>
          <button type="button" className="portal-button" onClick={() => void detail.refetch()}>
            {t('detail:retry')}
          </button>
        </div>
      ) : (
        <p role="status" aria-busy="true">
          {t('detail:loading')}
        </p>
      )}
    </PortalFrame>
  );
}
