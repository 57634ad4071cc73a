import {
  TEST_PHASES,
  TEST_TASK_TITLE_MAX_BYTES,
  type CreateTestTaskBody,
  type TestTaskDetail,
  byteLength,
} from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Checkbox, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { getVersions } from '../../../api/projectSettings';
import { createTestTask, editTestTask } from '../../../api/testing';
import { useMembers } from '../../projects';
import { optionsOf, phaseLabel } from '../labels';
import { testingKeys } from '../queries';
import { CALENDAR_DAY } from '../../../ui/format';
import { useWrite } from '../../../ui/useWrite';

interface TaskForm {
  taskName: string;
  phase: CreateTestTaskBody['phase'];
  dates: [Dayjs, Dayjs];
  versionId?: number;
  ownerUserId: number;
  executorUserIds: number[];
  description?: string;
  publish: boolean;
}

/**
 * A new test task, or an edit of `task` (spec points 3-5 "Test task"): title within 64 bytes, phase, both
 * dates in order, owner and executors.
 */
export function TaskFormDialog({
  projectId,
  userId,
  task,
  onClose,
  onSaved,
}: {
  projectId: number;
  userId: number;
  task?: TestTaskDetail;
  onClose: () => void;
  onSaved: (taskId: number) => void;
}) {
  const { t } = useTranslation('testing');
  const { message } = App.useApp();
  const client = useQueryClient();
  const members = useMembers(projectId);
  const versions = useQuery({
    queryKey: ['projectVersions', projectId],
    queryFn: async () => (await getVersions(projectId)).data,
  });
  const people = (members.data?.members ?? []).map((member) => ({ value: member.userId, label: member.userName }));
  const create = useWrite({
    write: (values: TaskForm) => {
      const body = {
        projectId,
        taskName: values.taskName,
        phase: values.phase,
        startDate: values.dates[0].format(CALENDAR_DAY),
        endDate: values.dates[1].format(CALENDAR_DAY),
        versionId: values.versionId ?? null,
        ownerUserId: values.ownerUserId,
        executorUserIds: values.executorUserIds,
        description: values.description ?? '',
      };
      return task
        ? editTestTask({ ...body, taskId: task.taskId })
        : createTestTask({ ...body, publish: values.publish });
    },
    onSuccess: async (answer) => {
      void message.success(answer.msg);
      await client.invalidateQueries({ queryKey: testingKeys.all(projectId) });
      onSaved(answer.data.taskId);
    },
  });
  return (
    <Modal
      open
      title={task ? t('task.edit') : t('task.new')}
      onCancel={onClose}
      okText={t('task.save')}
      okButtonProps={{ htmlType: 'submit', form: 'test-task-form', loading: create.isPending }}
      destroyOnHidden
      width={560}
    >
      <Form<TaskForm>
        id="test-task-form"
        layout="vertical"
        initialValues={
          task
            ? {
                taskName: task.taskName,
                phase: task.phase,
                dates: [dayjs(task.startDate), dayjs(task.endDate)],
                versionId: task.versionId ?? undefined,
                ownerUserId: task.owner.userId,
                executorUserIds: task.executors.map((executor) => executor.userId),
                description: task.description,
              }
            : { phase: 1, ownerUserId: userId, executorUserIds: [userId], publish: true }
        }
        onFinish={(values) => create.mutate(values)}
      >
        <Form.Item
          name="taskName"
          label={t('task.name')}
          rules={[
            { required: true, whitespace: true, message: t('task.nameRequired') },
            {
              validator: (_, value: string | undefined) =>
                byteLength((value ?? '').trim()) > TEST_TASK_TITLE_MAX_BYTES
                  ? Promise.reject(new Error(t('task.nameTooLong', { max: TEST_TASK_TITLE_MAX_BYTES })))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input autoFocus />
        </Form.Item>
        <Form.Item name="phase" label={t('task.phase')}>
          <Select options={optionsOf(TEST_PHASES, phaseLabel)} />
        </Form.Item>
        <Form.Item
          name="dates"
          label={t('task.dates')}
          rules={[
            { required: true, message: t('task.datesRequired') },
            {
              validator: (_, value: [Dayjs, Dayjs] | undefined) =>
                value && value[1].isBefore(value[0], 'day')
                  ? Promise.reject(new Error(t('task.datesOrder')))
                  : Promise.resolve(),
            },
          ]}
        >
          <DatePicker.RangePicker style={{ width: '100%' }} placeholder={[t('task.startDate'), t('task.endDate')]} />
        </Form.Item>
        <Form.Item name="versionId" label={t('task.version')}>
          <Select
            allowClear
            options={(versions.data ?? []).map((version) => ({ value: version.versionId, label: version.versionName }))}
          />
        </Form.Item>
        <Form.Item
          name="ownerUserId"
          label={t('task.owner')}
          rules={[{ required: true, message: t('task.peopleRequired') }]}
        >
          <Select showSearch optionFilterProp="label" options={people} />
        </Form.Item>
        <Form.Item
          name="executorUserIds"
          label={t('task.executors')}
          rules={[{ required: true, message: t('task.peopleRequired') }]}
        >
          <Select mode="multiple" showSearch optionFilterProp="label" options={people} />
        </Form.Item>
        <Form.Item name="description" label={t('task.description')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={2000} />
        </Form.Item>
        {!task && (
          <Form.Item name="publish" valuePropName="checked">
            <Checkbox>{t('task.publish')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
