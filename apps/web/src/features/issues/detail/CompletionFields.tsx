import { RESOLUTIONS, RESOLUTION_LABELS, ResolutionCode } from '@questline/contract';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { RelatedSelect } from '../form/RelatedSelect';

interface CompletionFieldsProps {
  projectId: number;
  /** The issue completed; a batch has none, and its completions cannot all be one issue's duplicate. */
  questionId?: number;
  versions: { versionId: number; versionName: string }[];
}

/**
 * Issue 38 point 7: what "Complete repair" may say. All optional, as the server takes them; the version
 * is offered only for a fix and the duplicated issue only for a duplicate (contract resolutionProblem).
 */
export function CompletionFields({ projectId, questionId, versions }: CompletionFieldsProps) {
  const { t } = useTranslation('issue');
  const locale = currentLocale();
  const resolution = Form.useWatch<number | undefined>('resolution');
  const resolutions =
    questionId === undefined ? RESOLUTIONS.filter((value) => value !== ResolutionCode.duplicate) : RESOLUTIONS;
  return (
    <>
      <Form.Item name="resolution" label={t('action.resolution')}>
        <Select allowClear options={resolutions.map((value) => ({ value, label: RESOLUTION_LABELS[locale][value] }))} />
      </Form.Item>
      {resolution === ResolutionCode.fixed && (
        <Form.Item name="fixedVersionId" label={t('action.fixedVersion')}>
          <Select
            allowClear
            options={versions.map((version) => ({ value: version.versionId, label: version.versionName }))}
          />
        </Form.Item>
      )}
      {resolution === ResolutionCode.duplicate && questionId !== undefined && (
        <Form.Item
          name="duplicateOf"
          label={t('action.duplicateOf')}
          rules={[{ required: true, type: 'array', min: 1, message: t('action.duplicateOfRequired') }]}
        >
          <RelatedSelect projectId={projectId} questionId={questionId} known={[]} maxCount={1} />
        </Form.Item>
      )}
    </>
  );
}
