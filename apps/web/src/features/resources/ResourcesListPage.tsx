import { RESOURCE_CATEGORIES, RESOURCE_CATEGORY_LABELS, isResourceCategory } from '@questline/contract';
import { Card, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { currentLocale } from '../../i18n';
import { ResourceResults } from './ResourceResults';
import { ResourceSearch } from './ResourceSearch';

/** /resourcesList?category= (spec point 2): the published resources of one category, newest first. */
export default function ResourcesListPage() {
  const { t } = useTranslation('resources');
  const locale = currentLocale();
  const [params, setParams] = useSearchParams();
  const asked = params.get('category');
  const category = isResourceCategory(asked) ? asked : RESOURCE_CATEGORIES[0];
  return (
    <Card
      title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('title')}</h1>}
      extra={<Link to="/resources">{t('backToStore')}</Link>}
    >
      <Flex vertical gap={16}>
        <ResourceSearch />
        <Tabs
          activeKey={category}
          onChange={(key) => setParams({ category: key })}
          items={RESOURCE_CATEGORIES.map((key) => ({ key, label: RESOURCE_CATEGORY_LABELS[locale][key] }))}
        />
        <ResourceResults key={category} filter={{ category }} label={RESOURCE_CATEGORY_LABELS[locale][category]} />
      </Flex>
    </Card>
  );
}
