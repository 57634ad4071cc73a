import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ResourceResults } from './ResourceResults';
import { ResourceSearch } from './ResourceSearch';

/** /searchResourcesList?keyword= (spec point 2): published resources whose title holds the keyword. */
export default function SearchResourcesListPage() {
  const { t } = useTranslation('resources');
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  return (
    <Card
      title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('searchTitle')}</h1>}
      extra={<Link to="/resources">{t('backToStore')}</Link>}
    >
      <Flex vertical gap={16}>
        <ResourceSearch key={keyword} initial={keyword} />
        {keyword === '' ? (
          <Typography.Text type="secondary">{t('searchHint')}</Typography.Text>
        ) : (
          <ResourceResults key={keyword} filter={{ keyword }} label={t('resultsFor', { keyword })} />
        )}
      </Flex>
    </Card>
  );
}
