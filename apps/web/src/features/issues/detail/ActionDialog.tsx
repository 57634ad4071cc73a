import {
  ACTION_INPUTS,
  type ActionInputs,
  QUESTION_NOTE_MAX,
  REFUSE_REASONS,
  REFUSE_REASON_LABELS,
  type UserRef,
  WORKFLOW_ACTION_LABELS,
  type WorkflowAction,
} from '@questline/contract';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import { onCtrlEnter } from '../../../ui/ctrlEnter';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { CompletionFields } from './CompletionFields';
import { CALENDAR_DAY } from '../../../ui/format';

interface ActionValues {
  note?: string;
  refuseReason?: number;
  deadline?: Dayjs;
  handlerUserIds?: number[];
  reviewerUserId?: number;
  resolution?: number;
  fixedVersionId?: number;
  /** RelatedSelect's value: at most one issue. */
  duplicateOf?: number[];
}

interface ActionDialogProps {
  action: WorkflowAction;
  projectId: number;
  questionId: number;
  members: UserRef[];
  versions: { versionId: number; versionName: string }[];
  /** Whose turn it is now (preselected when changing handlers). */
  handlerUserIds: number[];
  busy: boolean;
  onCancel: () => void;
  onSubmit: (inputs: ActionInputs) => void;
}

/** An action that needs more than a click (DOMAIN.md "Required inputs"); a note is welcome on any. */
export function ActionDialog(props: ActionDialogProps) {
  const { action, members, handlerUserIds, busy, onCancel, onSubmit } = props;
  const { t } = useTranslation('issue');
  const locale = currentLocale();
  const [form] = Form.useForm<ActionValues>();
  const needs: readonly string[] = ACTION_INPUTS[action];
  const people = members.map((member) => ({ value: member.userId, label: member.name }));

  function finish(values: ActionValues) {
    const note = values.note?.trim();
    onSubmit({
      ...(note ? { note } : {}),
      ...(values.refuseReason !== undefined ? { refuseReason: values.refuseReason } : {}),
      ...(values.deadline ? { deadline: values.deadline.format(CALENDAR_DAY) } : {}),
      ...(values.handlerUserIds ? { handlerUserIds: values.handlerUserIds } : {}),
      ...(values.reviewerUserId !== undefined ? { reviewerUserId: values.reviewerUserId } : {}),
      ...(values.resolution !== undefined ? { resolution: values.resolution } : {}),
      ...(values.fixedVersionId !== undefined ? { fixedVersionId: values.fixedVersionId } : {}),
      ...(values.duplicateOf?.[0] !== undefined ? { duplicateOfId: values.duplicateOf[0] } : {}),
    });
  }

  return (
    <Modal
      open
      title={WORKFLOW_ACTION_LABELS[locale][action]}
      okText={t('action.confirm')}
      cancelText={t('action.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div onKeyDown={onCtrlEnter(() => form.submit())}>
        <Form<ActionValues>
          form={form}
          layout="vertical"
          initialValues={{ handlerUserIds }}
          onFinish={finish}
          data-testid="action-form"
        >
          {action === 'CompleteRepair' && (
            <CompletionFields projectId={props.projectId} questionId={props.questionId} versions={props.versions} />
          )}
          {needs.includes('refuseReason') && (
            <Form.Item
              name="refuseReason"
              label={t('action.refuseReason')}
              rules={[{ required: true, message: t('action.refuseReasonRequired') }]}
            >
              <Select
                options={REFUSE_REASONS.map((value) => ({ value, label: REFUSE_REASON_LABELS[locale][value] }))}
              />
            </Form.Item>
          )}
          {needs.includes('deadline') && (
            <Form.Item
              name="deadline"
              label={t('action.deadline')}
              rules={[{ required: true, message: t('action.deadlineRequired') }]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          )}
          {needs.includes('handlerUserIds') && (
            <Form.Item
              name="handlerUserIds"
              label={t('action.handlers')}
              rules={[{ required: true, type: 'array', min: 1, message: t('form.handlersRequired') }]}
            >
              <Select mode="multiple" optionFilterProp="label" options={people} />
            </Form.Item>
          )}
          {needs.includes('reviewerUserId') && (
            <Form.Item
              name="reviewerUserId"
              label={t('action.reviewer')}
              rules={[{ required: true, message: t('action.reviewerRequired') }]}
            >
              <Select showSearch={{ optionFilterProp: 'label' }} options={people} />
            </Form.Item>
          )}
          <Form.Item
            name="note"
            label={t('action.note')}
            rules={[
              { required: needs.includes('note'), whitespace: true, message: t('action.noteRequired') },
              { max: QUESTION_NOTE_MAX, message: t('action.noteTooLong', { max: QUESTION_NOTE_MAX }) },
            ]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
