import {
  ACTION_INPUTS,
  type ActionInputs,
  formatMessage,
  QUESTION_HANDLERS_MAX,
  QUESTION_NOTE_MAX,
  REFUSE_REASON_LABELS,
  REFUSE_REASONS,
  WORKFLOW_ACTION_LABELS,
  type WorkflowAction,
} from '@questline/contract';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { CompletionFields } from '../detail/CompletionFields';
import { useFormInit } from './useIssueQueries';
import { CALENDAR_DAY } from '../../../ui/format';

interface Values {
  note?: string;
  refuseReason?: number;
  deadline?: Dayjs;
  handlerUserIds?: number[];
  reviewerUserId?: number;
  resolution?: number;
  fixedVersionId?: number;
}

/** The inputs an action requires, asked once for the whole batch; the server checks them again. */
export function ActionInputsDialog({
  projectId,
  action,
  count,
  busy,
  onSubmit,
  onClose,
}: {
  projectId: number;
  action: WorkflowAction;
  count: number;
  busy: boolean;
  onSubmit: (inputs: ActionInputs) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('issues');
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const init = useFormInit(projectId).data;
  const members = init?.members ?? [];
  const people = members.map((person) => ({ value: person.userId, label: person.name }));
  const inputs: readonly string[] = ACTION_INPUTS[action];
  const required = (field: string): FormRule => ({
    required: true,
    message: formatMessage(locale, 'fieldRequired', { field }),
  });

  function submit(values: Values) {
    const body: ActionInputs = {};
    if (values.note !== undefined) body.note = values.note.trim();
    if (values.refuseReason !== undefined) body.refuseReason = values.refuseReason;
    if (values.deadline) body.deadline = values.deadline.format(CALENDAR_DAY);
    if (values.handlerUserIds) body.handlerUserIds = values.handlerUserIds;
    if (values.reviewerUserId !== undefined) body.reviewerUserId = values.reviewerUserId;
    if (values.resolution !== undefined) body.resolution = values.resolution;
    if (values.fixedVersionId !== undefined) body.fixedVersionId = values.fixedVersionId;
    onSubmit(body);
  }

  return (
    <Modal
      open
      title={t('batch.inputsTitle', { action: WORKFLOW_ACTION_LABELS[locale][action], count })}
      okText={t('batch.run')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={submit} name={`batch-${action}`}>
        {action === 'CompleteRepair' && <CompletionFields projectId={projectId} versions={init?.versions ?? []} />}
        {inputs.includes('refuseReason') && (
          <Form.Item name="refuseReason" label={t('inputs.refuseReason')} rules={[required(t('inputs.refuseReason'))]}>
            <Select options={REFUSE_REASONS.map((value) => ({ value, label: REFUSE_REASON_LABELS[locale][value] }))} />
          </Form.Item>
        )}
        {inputs.includes('deadline') && (
          <Form.Item name="deadline" label={t('inputs.deadline')} rules={[required(t('inputs.deadline'))]}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        )}
        {inputs.includes('handlerUserIds') && (
          <Form.Item
            name="handlerUserIds"
            label={t('inputs.handlers')}
            rules={[
              required(t('inputs.handlers')),
              {
                type: 'array',
                max: QUESTION_HANDLERS_MAX,
                message: formatMessage(locale, 'fieldTooLong', {
                  field: t('inputs.handlers'),
                  maximum: QUESTION_HANDLERS_MAX,
                }),
              },
            ]}
          >
            <Select mode="multiple" optionFilterProp="label" options={people} />
          </Form.Item>
        )}
        {inputs.includes('reviewerUserId') && (
          <Form.Item name="reviewerUserId" label={t('inputs.reviewer')} rules={[required(t('inputs.reviewer'))]}>
            <Select showSearch optionFilterProp="label" options={people} />
          </Form.Item>
        )}
        <Form.Item
          name="note"
          label={t('inputs.note')}
          rules={[
            ...(inputs.includes('note') ? [{ ...required(t('inputs.note')), whitespace: true }] : []),
            {
              max: QUESTION_NOTE_MAX,
              message: formatMessage(locale, 'fieldTooLong', { field: t('inputs.note'), maximum: QUESTION_NOTE_MAX }),
            },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
