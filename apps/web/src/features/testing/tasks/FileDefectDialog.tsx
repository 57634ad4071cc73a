import {
  PRIORITIES,
  type Priority,
  SEVERITIES,
  SEVERITY_LABELS,
  type Severity,
  type TaskCaseDetail,
  type TestRun,
  TestResultCode,
} from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileDefect } from '../../../api/testing';
import { currentLocale } from '../../../i18n';
import { useMembers } from '../../projects';
import { optionsOf, priorityLabel } from '../labels';
import { testingKeys } from '../queries';
import { useWrite } from '../../../ui/useWrite';

interface DefectForm {
  questionName?: string;
  handlerUserIds: number[];
  severity: Severity;
  priority: Priority;
  stepIndex?: number;
}

/**
 * A defect from a failed run (spec point 7 updateBatchProblemTestTaskCase): the server fills in the case,
 * the failing step, expected and actual results and the screenshots, and links both ways.
 */
export function FileDefectDialog({
  projectId,
  taskCase,
  run,
  onClose,
}: {
  projectId: number;
  taskCase: TaskCaseDetail;
  run: TestRun;
  onClose: () => void;
}) {
  const { t } = useTranslation('testing');
  const { message } = App.useApp();
  const client = useQueryClient();
  const members = useMembers(projectId);
  const failedAt = run.stepResults.findIndex((step) => step.result === TestResultCode.fail);
  const steps = taskCase.content.mode === 'step' ? taskCase.content.steps : [];
  const file = useWrite({
    write: (values: DefectForm) =>
      fileDefect({
        projectId,
        runId: run.runId,
        handlerUserIds: values.handlerUserIds,
        severity: values.severity,
        priority: values.priority,
        ...(values.questionName?.trim() ? { questionName: values.questionName.trim() } : {}),
        ...(values.stepIndex === undefined ? {} : { stepIndex: values.stepIndex }),
      }),
    onSuccess: async (answer) => {
      // The toast lives outside the router; the case's defect list below links to the defect.
      void message.success(t('defect.filed', { number: answer.data.number }));
      await client.invalidateQueries({ queryKey: testingKeys.all(projectId) });
      onClose();
    },
  });
  return (
    <Modal
      open
      title={t('defect.title')}
      onCancel={onClose}
      okText={t('defect.submit')}
      okButtonProps={{ htmlType: 'submit', form: 'file-defect-form', loading: file.isPending }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('defect.hint')}</Typography.Paragraph>
      <Form<DefectForm>
        id="file-defect-form"
        layout="vertical"
        initialValues={{ severity: 2, priority: 3, ...(failedAt >= 0 ? { stepIndex: failedAt } : {}) }}
        onFinish={(values) => file.mutate(values)}
      >
        <Form.Item name="questionName" label={t('defect.name')}>
          <Input />
        </Form.Item>
        <Form.Item
          name="handlerUserIds"
          label={t('defect.handlers')}
          rules={[{ required: true, message: t('defect.handlersRequired') }]}
        >
          <Select
            mode="multiple"
            showSearch
            optionFilterProp="label"
            options={(members.data?.members ?? []).map((member) => ({ value: member.userId, label: member.userName }))}
          />
        </Form.Item>
        {steps.length > 0 && (
          <Form.Item name="stepIndex" label={t('defect.step')}>
            <Select
              options={steps.map((step, index) => ({ value: index, label: `${String(index + 1)}. ${step.action}` }))}
            />
          </Form.Item>
        )}
        <Form.Item name="severity" label={t('defect.severity')}>
          <Select options={optionsOf(SEVERITIES, (code) => SEVERITY_LABELS[currentLocale()][code])} />
        </Form.Item>
        <Form.Item name="priority" label={t('defect.priority')}>
          <Select options={optionsOf(PRIORITIES, priorityLabel)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
