import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMyProjects } from '../projects';

/**
 * Issue 15 "optional link to a project": one of the projects the person belongs to, or none. A space
 * already linked to a project the person cannot open still shows that project's name, so saving keeps it.
 */
export function ProjectField({ current }: { current?: { projectId: number; projectName: string } }) {
  const { t } = useTranslation('knowledge');
  const mine = useMyProjects();
  const options = (mine.data?.projects ?? []).map((project) => ({
    value: project.projectId,
    label: project.projectName,
  }));
  if (current && !options.some((option) => option.value === current.projectId)) {
    options.unshift({ value: current.projectId, label: current.projectName });
  }
  return (
    <Form.Item name="projectId" label={t('form.project')}>
      <Select
        allowClear
        loading={mine.isLoading}
        placeholder={t('form.noProject')}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </Form.Item>
  );
}
