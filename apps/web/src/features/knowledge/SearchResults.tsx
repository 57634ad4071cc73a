import type { KnowledgeSearchHit } from '@questline/contract';
import { Empty, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Hits with the server's highlighted title and snippet (escaped text and <mark> only, contract snippet.ts). */
export function SearchResults({ hits }: { hits: KnowledgeSearchHit[] }) {
  const { t } = useTranslation('knowledge');
  if (hits.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('search.none')} />;
  return (
    <List
      data-testid="knowledge-search-results"
      dataSource={hits}
      renderItem={(hit) => (
        <List.Item key={hit.docId}>
          <List.Item.Meta
            title={
              <Link to={`/libraryInfo?kbId=${String(hit.kbId)}&docId=${String(hit.docId)}`}>
                <span dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
              </Link>
            }
            description={
              <>
                <Typography.Text type="secondary" style={{ marginRight: 8 }}>
                  {hit.kbName}
                </Typography.Text>
                {hit.status === 'draft' && <Tag>{t('status.draft')}</Tag>}
                <div dangerouslySetInnerHTML={{ __html: hit.snippetHtml }} />
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
