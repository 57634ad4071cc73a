import { Skeleton, Tabs } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PROJECT_VIEWS } from './projectViews';

interface ProjectViewTabsProps {
  projectId: number;
  canManage: boolean;
  /** The issue list, shown when no other view is named. */
  issues: React.ReactNode;
}

/**
 * The project's views as tabs above the page (ADR 0051): the issue list, then each registered view. The view is
 * the `view` search parameter, so a reload, the back button and a shared link show the same one; switching views
 * drops the other view's parameters, which belong to it alone.
 */
export function ProjectViewTabs({ projectId, canManage, issues }: ProjectViewTabsProps) {
  const { t } = useTranslation('issues');
  const [params, setParams] = useSearchParams();
  if (PROJECT_VIEWS.length === 0) return issues;
  const current = PROJECT_VIEWS.find((view) => view.key === params.get('view'));
  const items = [
    { key: 'issues', label: t('views.issues') },
    ...PROJECT_VIEWS.map((view) => ({ key: view.key, label: t(`views.${view.key}`) })),
  ];
  return (
    <>
      <Tabs
        size="small"
        activeKey={current?.key ?? 'issues'}
        items={items}
        onChange={(key) => setParams(key === 'issues' ? {} : { view: key })}
        // Small and close to the list below: every pixel above the list is a row less at 768 px (issue 38, point 4).
        tabBarStyle={{ marginBottom: 8 }}
      />
      {current ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
          <current.Page key={projectId} projectId={projectId} canManage={canManage} />
        </Suspense>
      ) : (
        issues
      )}
    </>
  );
}
