import type { SearchHit } from '@questline/contract';
import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hitTarget } from './hitTarget';
import { useOpenHit } from './useOpenHit';

/** The server's highlighted text: escaped, with <mark> around the matches only (contract snippet.ts). */
export function Marked({ html }: { html: string }) {
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}

/** One hit: its title opening it, where it lives, and the snippet around the match. */
export function SearchHitItem({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('search');
  const open = useOpenHit();
  const target = hitTarget(hit);
  const title = target ? (
    <Link
      to={target.path}
      data-testid="search-hit-link"
      onClick={(event) => {
        // A plain click goes through the project switch or the bubble; a new tab gets the address as it is.
        const own = target.projectId !== undefined || target.chatWith !== undefined;
        if (!own || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        void open(target);
      }}
    >
      <Marked html={hit.titleHtml} />
    </Link>
  ) : (
    <Typography.Text strong>
      <Marked html={hit.titleHtml} />
    </Typography.Text>
  );
  const place =
    hit.kind === 'diskFile' && hit.parentId === null
      ? t('rootFolder')
      : hit.kind === 'project'
        ? null
        : hit.projectName;
  return (
    <List.Item data-testid="search-hit" data-kind={hit.kind}>
      <List.Item.Meta
        title={
          <>
            {hit.number !== null && (
              <Typography.Text type="secondary" style={{ marginInlineEnd: 6 }}>
                {t('issueNumber', { number: hit.number })}
              </Typography.Text>
            )}
            {title}
          </>
        }
        description={
          <>
            {place && (
              <Typography.Text type="secondary" style={{ marginInlineEnd: 8 }}>
                {place}
              </Typography.Text>
            )}
            {hit.kind === 'person' && <Typography.Text type="secondary">{t('userName')}</Typography.Text>}
            {hit.snippetHtml && <Marked html={hit.snippetHtml} />}
          </>
        }
      />
    </List.Item>
  );
}
