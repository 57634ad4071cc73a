import { AppstoreOutlined, LoginOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { PROJECT_VIEWS, type ProjectView } from '@questline/contract';
import { Button, Empty, Result, Segmented, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CreateProjectDialog } from './CreateProjectDialog';
import { JoinProjectDialog } from './JoinProjectDialog';
import { ProjectCards } from './ProjectCards';
import { ProjectTable } from './ProjectTable';
import { useProjectList, useRefreshProjects } from './queries';
import { useProjectActions } from './useProjectActions';

type Layout = 'cards' | 'list';
const LAYOUT_KEY = 'questline.projects.layout';

function storedLayout(): Layout {
  return window.localStorage.getItem(LAYOUT_KEY) === 'list' ? 'list' : 'cards';
}

function viewOf(value: string | null): ProjectView {
  return (PROJECT_VIEWS as readonly string[]).includes(value ?? '') ? (value as ProjectView) : 'active';
}

/** /index: the user's projects as cards or a list, in four views (spec points 2 "index", 4 "Project", 7). */
export function ProjectHome() {
  const { t } = useTranslation('projects');
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const [layout, setLayout] = useState<Layout>(storedLayout);
  const [dialog, setDialog] = useState<'create' | 'join' | null>(null);
  const query = useProjectList(view);
  const refresh = useRefreshProjects();
  const { actionsFor, showLimit, dialogs } = useProjectActions();

  function chooseView(next: ProjectView) {
    // The view lives in the URL (ADR 0019), so a reload or a shared link shows the same list.
    setParams(next === 'active' ? {} : { view: next });
  }

  function chooseLayout(next: Layout) {
    setLayout(next);
    window.localStorage.setItem(LAYOUT_KEY, next);
  }

  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog('create')}>
      {t('home.create')}
    </Button>
  );
  const join = (
    <Button icon={<LoginOutlined />} onClick={() => setDialog('join')}>
      {t('home.join')}
    </Button>
  );

  let body;
  if (query.error) body = <Result status="error" title={query.error.message} />;
  else if (!query.data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (query.data.length === 0)
    body = (
      <Empty
        style={{ padding: '48px 0' }}
        data-testid="projects-empty"
        description={
          <Space direction="vertical" size={4} style={{ maxWidth: 520 }}>
            {view === 'active' && (
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                {t('empty.activeTitle')}
              </Typography.Title>
            )}
            <Typography.Text type="secondary">{t(`empty.${view}`)}</Typography.Text>
          </Space>
        }
      >
        {view === 'active' && (
          <Space>
            {create}
            {join}
          </Space>
        )}
      </Empty>
    );
  else if (layout === 'cards') body = <ProjectCards cards={query.data} actionsFor={actionsFor} />;
  else body = <ProjectTable cards={query.data} recycle={view === 'recycle'} actionsFor={actionsFor} />;

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', marginBottom: 20 }}>
        <Segmented<ProjectView>
          aria-label={t('views.label')}
          value={view}
          onChange={chooseView}
          options={PROJECT_VIEWS.map((key) => ({ value: key, label: t(`views.${key}`) }))}
        />
        <Space wrap>
          <Segmented<Layout>
            aria-label={t('layout.label')}
            value={layout}
            onChange={chooseLayout}
            options={[
              { value: 'cards', icon: <AppstoreOutlined />, label: t('layout.cards') },
              { value: 'list', icon: <UnorderedListOutlined />, label: t('layout.list') },
            ]}
          />
          {join}
          {create}
        </Space>
      </div>
      {body}
      <CreateProjectDialog
        open={dialog === 'create'}
        onClose={() => setDialog(null)}
        onLimit={showLimit}
        onCreated={() => {
          setDialog(null);
          chooseView('active');
          void refresh();
        }}
      />
      <JoinProjectDialog
        open={dialog === 'join'}
        onClose={() => setDialog(null)}
        onJoined={() => {
          setDialog(null);
          chooseView('active');
          void refresh();
        }}
      />
      {dialogs}
    </div>
  );
}
