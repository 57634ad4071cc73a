import { ArrowLeftOutlined } from '@ant-design/icons';
import { hasProjectRole } from '@questline/contract';
import { Button, Card, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppNavigate } from '../../../app/navigation';
import { GroupsTab, ModulesTab, NoticesTab, StagesTab, VersionsTab } from '../../projectSettings';
import { RoleTag } from '../ProjectCards';
import { ProjectImage } from '../ProjectImage';
import { useProjectCard } from '../queries';
import { BasicInfoTab } from './BasicInfoTab';
import { MembersTab } from './MembersTab';
import { TransferTab } from './TransferTab';

/** /index?settings=<projectId> (ADR 0019): a project's settings, read-only for members who are not admins. */
export function ProjectSettings({ projectId }: { projectId: number }) {
  const { t } = useTranslation('projects');
  const navigate = useAppNavigate();
  const [params, setParams] = useSearchParams();
  const query = useProjectCard(projectId);

  const back = (
    <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate('/index')} style={{ paddingInline: 0 }}>
      {t('settings.back')}
    </Button>
  );
  if (query.error) return <Result status="error" title={query.error.message} extra={back} />;
  if (query.data === undefined) return <Skeleton active paragraph={{ rows: 6 }} />;
  const project = query.data;
  if (!project) return <Result status="404" title={t('settings.notFound')} extra={back} />;

  const canManage = hasProjectRole(project.role, 'admin');
  const tabProps = { projectId, canManage };
  const items = [
    {
      key: 'basic',
      label: t('settings.tabs.basic'),
      children: <BasicInfoTab project={project} canManage={canManage} />,
    },
    {
      key: 'members',
      label: t('settings.tabs.members'),
      children: <MembersTab projectId={projectId} projectName={project.projectName} myRole={project.role} />,
    },
    { key: 'modules', label: t('settings.tabs.modules'), children: <ModulesTab {...tabProps} /> },
    { key: 'versions', label: t('settings.tabs.versions'), children: <VersionsTab {...tabProps} /> },
    { key: 'groups', label: t('settings.tabs.groups'), children: <GroupsTab {...tabProps} /> },
    { key: 'stages', label: t('settings.tabs.stages'), children: <StagesTab {...tabProps} /> },
    { key: 'notices', label: t('settings.tabs.notices'), children: <NoticesTab {...tabProps} /> },
    ...(project.role === 'owner'
      ? [{ key: 'transfer', label: t('settings.tabs.transfer'), children: <TransferTab project={project} /> }]
      : []),
  ];
  const tab = items.some((item) => item.key === params.get('tab')) ? (params.get('tab') ?? 'basic') : 'basic';

  return (
    <div>
      {back}
      <Card style={{ marginTop: 8 }}>
        <Space align="center" size={12} style={{ marginBottom: 8 }}>
          <ProjectImage image={project.projectImg} name={project.projectName} size={40} />
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('settings.title')}
            </Typography.Text>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }} data-testid="settings-project-name">
              {project.projectName}
            </Typography.Title>
          </div>
          <RoleTag role={project.role} />
        </Space>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ settings: String(projectId), tab: key }, { replace: true })}
          items={items}
          destroyOnHidden
        />
      </Card>
    </div>
  );
}
