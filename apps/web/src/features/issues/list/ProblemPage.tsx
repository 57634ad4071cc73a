import { hasProjectRole } from '@questline/contract';
import { Alert, Card, Empty, Skeleton } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMyProjects } from '../../projects';
import { IssueList } from './IssueList';
import { LazyQuestionFullPage } from './lazyParts';
import { ProjectViewTabs } from './ProjectViewTabs';

/** A positive whole number from the query, else null. */
function positive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

function fullPage(projectId: number, questionId: number) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <LazyQuestionFullPage key={questionId} projectId={projectId} questionId={questionId} />
    </Suspense>
  );
}

/**
 * Route "problem" (spec point 2): the current project's issues. The route table has no detail route, so
 * `?projectId=P&questionId=N` (or `?questionId=N` in the current project) shows one issue full-page on the
 * same route, as the project settings do (ADR 0019).
 */
export default function ProblemPage() {
  const { t } = useTranslation('issues');
  const mine = useMyProjects();
  const [params] = useSearchParams();

  const questionId = positive(params.get('questionId'));
  const linkedProjectId = positive(params.get('projectId'));
  // A link names its project (questionPath), so it opens whichever project the reader has open now.
  if (questionId && linkedProjectId) {
    return fullPage(linkedProjectId, questionId);
  }
  // An alert, not antd's Result: its illustrations would weigh on every first load of the list (ADR 0082).
  if (mine.error) return <Alert type="error" showIcon title={mine.error.message} />;
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
  if (questionId) {
    return fullPage(project.projectId, questionId);
  }
  return (
    <ProjectViewTabs
      projectId={project.projectId}
      canManage={hasProjectRole(project.role, 'admin')}
      issues={
        <IssueList
          key={project.projectId}
          projectId={project.projectId}
          canManage={hasProjectRole(project.role, 'admin')}
        />
      }
    />
  );
}
