import { PROJECT_DESCRIPTION_MAX } from '@questline/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { descriptionRules, projectNameRules } from './formRules';
import { ImageField } from './ImageField';

export interface ProjectValues {
  projectName: string;
  description?: string;
  projectImg?: string;
}

/** Name, description and image: the create dialog and the Basic info tab ask the same (spec point 5). */
export function ProjectFields({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('projects');
  const form = Form.useFormInstance();
  const name = Form.useWatch<string | undefined>('projectName', form) ?? '';
  return (
    <>
      <Form.Item name="projectName" label={t('form.name')} rules={projectNameRules(t)}>
        <Input placeholder={t('form.namePlaceholder')} disabled={disabled} />
      </Form.Item>
      <Form.Item name="description" label={t('form.description')} rules={descriptionRules(t)}>
        <Input.TextArea
          rows={3}
          showCount
          maxLength={PROJECT_DESCRIPTION_MAX}
          placeholder={t('form.descriptionPlaceholder')}
          disabled={disabled}
        />
      </Form.Item>
      <Form.Item name="projectImg" label={t('form.image')}>
        <ImageField name={name} disabled={disabled} />
      </Form.Item>
    </>
  );
}

/** The body the server takes: trimmed, with empty optional fields as ''. */
export function projectBody(values: ProjectValues) {
  return {
    projectName: values.projectName.trim(),
    description: (values.description ?? '').trim(),
    projectImg: values.projectImg ?? '',
  };
}
