import type { ProjectCard } from '@questline/contract';
import { Card, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyProjects } from '../projects';

/** The testing pages work in the current project, as the issue list does; without one they point to /index. */
export function ProjectGate({ children }: { children: (project: ProjectCard) => ReactNode }) {
  const { t } = useTranslation('testing');
  const mine = useMyProjects();
  if (mine.error) return <Result status="error" title={mine.error.message} />;
  if (mine.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const project = mine.data.current;
  if (!project) {
    return (
      <Card>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noProject.title')}>
          <Link to="/index">{t('noProject.action')}</Link>
        </Empty>
      </Card>
    );
  }
  return <>{children(project)}</>;
}
