import type { ProjectCard } from '@questline/contract';
import { Alert, App, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProject } from '../../../api/projects';
import { ProjectFields, type ProjectValues, projectBody } from '../ProjectFields';
import { useRefreshProjects } from '../queries';

/** PUT projectInfo: name, description and image (admins; spec points 5 and 6). */
export function BasicInfoTab({ project, canManage }: { project: ProjectCard; canManage: boolean }) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const refresh = useRefreshProjects();
  const [saving, setSaving] = useState(false);

  async function onFinish(values: ProjectValues) {
    setSaving(true);
    try {
      await updateProject({ projectId: project.projectId, updateTime: project.updateTime, ...projectBody(values) });
      void message.success(t('done.saved'));
      await refresh();
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setSaving(false);
    }
  }

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
        onFinish={(values) => void onFinish(values)}
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
