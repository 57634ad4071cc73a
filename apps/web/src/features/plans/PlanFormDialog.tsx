import {
  PLAN_ITEM_TYPE_LABELS,
  PLAN_ITEM_TYPES,
  PLAN_STATUS_LABELS,
  PLAN_STATUSES,
  type PlanItemRow,
  type PlanItemType,
  PlanItemTypeCode,
  type PlanStatus,
  needsAssignee,
} from '@questline/contract';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { createPlanItem, editPlanItem } from '../../api/plans';
import { currentLocale } from '../../i18n';
import { useFormInit } from '../issues';
import { planKeys } from './queries';
import { CALENDAR_DAY } from '../../ui/format';
import { useWrite } from '../../ui/useWrite';

interface PlanFormValues {
  itemType: PlanItemType;
  parentId: number | null;
  planName: string;
  status: PlanStatus;
  assigneeUserId: number | null;
  publishTime: Dayjs | null;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  /** Absent when the field was left empty. */
  description?: string;
}

/** What the dialog edits: an existing item, or a new one, maybe below a chosen group. */
export type PlanFormTarget = { item: PlanItemRow } | { parentId: number | null };

function initialValues(target: PlanFormTarget): PlanFormValues {
  if ('item' in target) {
    const { item } = target;
    return {
      itemType: item.itemType,
      parentId: item.parentId,
      planName: item.planName,
      status: item.status,
      assigneeUserId: item.assignee?.userId ?? null,
      publishTime: item.publishTime ? dayjs(item.publishTime) : null,
      startDate: dayjs(item.startDate),
      endDate: dayjs(item.endDate),
      description: item.description,
    };
  }
  const today = dayjs();
  return {
    itemType: target.parentId === null ? PlanItemTypeCode.group : PlanItemTypeCode.plan,
    parentId: target.parentId,
    planName: '',
    status: 0,
    assigneeUserId: null,
    publishTime: null,
    startDate: today,
    endDate: today.add(13, 'day'),
    description: '',
  };
}

/**
 * Create and edit a plan item (spec point 5 "Milestone and plan": assignee and publishing time required; the
 * end not before the start). A milestone has one date. The server checks the same rules and the ids.
 */
export function PlanFormDialog({
  projectId,
  rows,
  target,
  onClose,
}: {
  projectId: number;
  rows: PlanItemRow[];
  target: PlanFormTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation('plans');
  const locale = currentLocale();
  const members = useFormInit(projectId).data?.members ?? [];
  const [form] = Form.useForm<PlanFormValues>();
  // Undefined until the form mounts its fields.
  const itemType = Form.useWatch<PlanItemType | undefined>('itemType', form) ?? initialValues(target).itemType;
  const milestone = itemType === PlanItemTypeCode.milestone;
  const required = needsAssignee(itemType);
  const edited = 'item' in target ? target.item : null;
  const selfId = edited?.planId ?? null;
  const groups = rows.filter((row) => row.itemType === PlanItemTypeCode.group && row.planId !== selfId);

  // A refusal leaves the dialog open with what was typed.
  const save = useWrite({
    write: (values: PlanFormValues) => {
      const startDate = (values.startDate ?? dayjs()).format(CALENDAR_DAY);
      const body = {
        projectId,
        parentId: values.parentId ?? null,
        itemType: values.itemType,
        planName: values.planName.trim(),
        status: values.status,
        assigneeUserId: values.assigneeUserId ?? null,
        publishTime: values.publishTime ? values.publishTime.format(CALENDAR_DAY) : null,
        startDate,
        endDate: milestone ? startDate : (values.endDate ?? dayjs()).format(CALENDAR_DAY),
        description: values.description ?? '',
      };
      return edited === null
        ? createPlanItem(body)
        : editPlanItem({ ...body, planId: edited.planId, updateTime: edited.updateTime });
    },
    success: t('form.saved'),
    refresh: [planKeys.all(projectId)],
    onSuccess: onClose,
  });

  return (
    <Modal
      open
      title={selfId === null ? t('form.createTitle') : t('form.editTitle')}
      okButtonProps={{ loading: save.isPending, htmlType: 'submit', form: 'plan-form' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        id="plan-form"
        form={form}
        layout="vertical"
        initialValues={initialValues(target)}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item name="itemType" label={t('form.itemType')} rules={[{ required: true }]}>
          <Select options={PLAN_ITEM_TYPES.map((value) => ({ value, label: PLAN_ITEM_TYPE_LABELS[locale][value] }))} />
        </Form.Item>
        <Form.Item name="parentId" label={t('form.parent')}>
          <Select
            options={[
              { value: null, label: t('form.noParent') },
              ...groups.map((group) => ({ value: group.planId, label: group.planName })),
            ]}
          />
        </Form.Item>
        <Form.Item
          name="planName"
          label={t('form.name')}
          rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="assigneeUserId"
          label={t('form.assignee')}
          rules={[{ required, message: t('form.assigneeRequired') }]}
        >
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={members.map((member) => ({ value: member.userId, label: member.name }))}
          />
        </Form.Item>
        <Form.Item
          name="publishTime"
          label={t('form.publishTime')}
          rules={[{ required, message: t('form.publishTimeRequired') }]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="startDate"
          label={milestone ? t('form.date') : t('form.startDate')}
          rules={[{ required: true, message: t('form.dateRequired') }]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        {!milestone && (
          <Form.Item
            name="endDate"
            label={t('form.endDate')}
            dependencies={['startDate']}
            rules={[
              { required: true, message: t('form.dateRequired') },
              ({ getFieldValue }) => ({
                validator: (_rule, value: Dayjs | null) => {
                  const start = getFieldValue('startDate') as Dayjs | null;
                  return value && start && value.isBefore(start, 'day')
                    ? Promise.reject(new Error(t('form.datesOrder')))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="status" label={t('form.status')}>
          <Select options={PLAN_STATUSES.map((value) => ({ value, label: PLAN_STATUS_LABELS[locale][value] }))} />
        </Form.Item>
        <Form.Item name="description" label={t('form.description')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
