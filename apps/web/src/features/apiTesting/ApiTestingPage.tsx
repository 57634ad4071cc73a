import { Card, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMyProjects } from '../projects';
import { Workbench } from './Workbench';

/**
 * Route "testing" (spec point 2 "testing: interface testing"; issue 34, ADR 0122): `/testing?projectId=` opens the
 * tester of that project, without it the current project's.
 */
export default function ApiTestingPage() {
  const { t } = useTranslation('apiTesting');
  const [params] = useSearchParams();
  const mine = useMyProjects();
  const named = Number(params.get('projectId'));
  const projectId = Number.isInteger(named) && named > 0 ? named : mine.data?.current?.projectId;
  const title = <h1 style={{ fontSize: 16, margin: 0 }}>{t('title')}</h1>;
  if (projectId === undefined) {
    if (mine.error) return <Result status="error" title={mine.error.message} />;
    if (mine.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
    return (
      <Card title={title}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noProject.title')}>
          <Link to="/index">{t('noProject.action')}</Link>
        </Empty>
      </Card>
    );
  }
  return (
    <Card title={title} styles={{ body: { padding: 16 } }}>
      <Workbench key={projectId} projectId={projectId} />
    </Card>
  );
}
