import type { ImSearchHit } from '@questline/contract';
import { Button, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imApi } from '../../../api/im';
import { useChatController } from './useChat';
import { formatInstant } from '../../../ui/format';

const PAGE = 20;

/**
 * Hits of a search of the person's messages (Chinese or English, every word), newest first; a hit opens its
 * conversation at the message. Drawn anew for each keyword (its `key`), so a new search starts at its first page.
 */
export function SearchResults({ keyword, onJump }: { keyword: string; onJump: (hit: ImSearchHit) => void }) {
  const { t } = useTranslation('im');
  const controller = useChatController();
  const [hits, setHits] = useState<ImSearchHit[] | null>(null);
  const [total, setTotal] = useState(0);
  const [pageNum, setPageNum] = useState(1);

  useEffect(() => {
    let current = true;
    void controller
      .bearer()
      .then((bearer) => imApi.search(bearer, { keyword, pageNum: 1, pageSize: PAGE }))
      .then(
        (answer) => {
          if (!current) return;
          setHits(answer.rows);
          setTotal(answer.total);
        },
        () => {
          if (current) setHits([]);
        },
      );
    return () => {
      current = false;
    };
  }, [controller, keyword]);

  const more = async () => {
    const next = pageNum + 1;
    const answer = await imApi.search(await controller.bearer(), { keyword, pageNum: next, pageSize: PAGE });
    setHits((current) => [...(current ?? []), ...answer.rows]);
    setPageNum(next);
  };

  if (hits === null) return <Skeleton active paragraph={{ rows: 3 }} className="im-list-loading" />;
  return (
    <div className="im-search" aria-live="polite">
      <p className="im-search-count">{t('search.count', { count: total })}</p>
      <ul className="im-list" aria-label={t('search.results')}>
        {hits.map((hit) => (
          <li key={hit.messageId}>
            <button type="button" className="im-list-item" onClick={() => onJump(hit)} data-testid="im-search-hit">
              <span className="im-list-text">
                <span className="im-list-line">
                  <span className="im-list-name">{hit.conversationName}</span>
                  <span className="im-list-time">{formatInstant(hit.createTime, 'monthDayMinute')}</span>
                </span>
                <span className="im-list-preview">
                  {hit.senderName}: {/* The server escaped the text and marked the words found. */}
                  <span dangerouslySetInnerHTML={{ __html: hit.snippetHtml }} />
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {hits.length < total && (
        <Button block type="link" onClick={() => void more()}>
          {t('search.more')}
        </Button>
      )}
    </div>
  );
}
