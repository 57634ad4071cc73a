import { ITERATION_DESCRIPTION_MAX, ITERATION_NAME_MAX, type IterationRow } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { createIteration, editIteration } from '../../api/iterations';
import { iterationKeys } from './queries';
import { CALENDAR_DAY } from '../../ui/format';
import { useWrite } from '../../ui/useWrite';

interface IterationForm {
  iterationName: string;
  dates: [Dayjs, Dayjs];
  description?: string;
}

/** A new iteration, or an edit of `iteration` (spec point 5: name, start and end required, in order). */
export function IterationFormDialog({
  projectId,
  iteration,
  onClose,
  onSaved,
}: {
  projectId: number;
  iteration?: IterationRow;
  onClose: () => void;
  onSaved: (iterationId: number) => void;
}) {
  const { t } = useTranslation('iterations');
  const { message } = App.useApp();
  const client = useQueryClient();
  const save = useWrite({
    write: (values: IterationForm) => {
      const body = {
        projectId,
        iterationName: values.iterationName,
        startDate: values.dates[0].format(CALENDAR_DAY),
        endDate: values.dates[1].format(CALENDAR_DAY),
        description: values.description ?? '',
      };
      return iteration
        ? editIteration({ ...body, iterationId: iteration.iterationId, updateTime: iteration.updateTime })
        : createIteration(body);
    },
    onSuccess: async (answer) => {
      void message.success(answer.msg);
      await client.invalidateQueries({ queryKey: iterationKeys.all(projectId) });
      onSaved(answer.data.iterationId);
    },
  });
  return (
    <Modal
      open
      title={iteration ? t('edit') : t('new')}
      onCancel={onClose}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ htmlType: 'submit', form: 'iteration-form', loading: save.isPending }}
      destroyOnHidden
    >
      <Form<IterationForm>
        id="iteration-form"
        layout="vertical"
        initialValues={
          iteration
            ? {
                iterationName: iteration.iterationName,
                dates: [dayjs(iteration.startDate), dayjs(iteration.endDate)],
                description: iteration.description,
              }
            : { dates: [dayjs(), dayjs().add(13, 'day')] }
        }
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="iterationName"
          label={t('name')}
          rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
        >
          <Input autoFocus maxLength={ITERATION_NAME_MAX} />
        </Form.Item>
        <Form.Item name="dates" label={t('dates')} rules={[{ required: true, message: t('datesRequired') }]}>
          {/* The range picker cannot put the end before the start: the order rule holds by construction. */}
          <DatePicker.RangePicker style={{ width: '100%' }} allowClear={false} />
        </Form.Item>
        <Form.Item name="description" label={t('description')}>
          <Input.TextArea rows={3} maxLength={ITERATION_DESCRIPTION_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
