import type { ProjectCard } from '@questline/contract';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateProject } from '../../../api/projects';
import { ProjectFields, type ProjectValues, projectBody } from '../ProjectFields';
import { useRefreshProjects } from '../queries';
import { useWrite } from '../../../ui/useWrite';

/** PUT projectInfo: name, description and image (admins; spec points 5 and 6). */
export function BasicInfoTab({ project, canManage }: { project: ProjectCard; canManage: boolean }) {
  const { t } = useTranslation('projects');
  const refresh = useRefreshProjects();

  const update = useWrite({
    write: (values: ProjectValues) =>
      updateProject({ projectId: project.projectId, updateTime: project.updateTime, ...projectBody(values) }),
    success: t('done.saved'),
    onSuccess: () => refresh(),
  });
  const saving = update.isPending;

  return (
    <div style={{ maxWidth: 560 }}>
      {!canManage && <Alert type="info" showIcon message={t('settings.readOnly')} style={{ marginBottom: 16 }} />}
      <Form<ProjectValues>
        layout="vertical"
        initialValues={{
          projectName: project.projectName,
          description: project.description,
          projectImg: project.projectImg,
        }}
        onFinish={(values) => update.mutate(values)}
      >
        <ProjectFields disabled={!canManage} />
        {canManage && (
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('form.save')}
          </Button>
        )}
      </Form>
    </div>
  );
}
