import { type AdminUserDetail, FREE_VERSION_CODE, PLANS, PLAN_REASON_MAX, planName } from '@questline/contract';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { changeUserPlan } from '../../../api/admin';
import { currentLocale } from '../../../i18n';
import { INSTANT_FORMATS } from '../../../ui/format';
import { useWrite } from '../../../ui/useWrite';

interface Values {
  versionCode: number;
  vipEndTime: Dayjs | null;
  reason: string;
}

/**
 * Changes a person's plan by hand (issue 35): the plan, its end (none on Free), and the reason the audit log keeps.
 * The server checks the end too and answers a localised message when it does not fit.
 */
export function ChangePlanDialog({
  user,
  onClose,
  onChanged,
}: {
  user: AdminUserDetail | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const versionCode = Form.useWatch('versionCode', form);
  const free = versionCode === FREE_VERSION_CODE;
  const save = useWrite({
    write: ({ userId, values }: { userId: number; values: Values }) =>
      changeUserPlan({
        userId,
        versionCode: values.versionCode,
        vipEndTime: free || !values.vipEndTime ? null : values.vipEndTime.toISOString(),
        reason: values.reason,
      }),
    onSuccess: onChanged,
  });

  return (
    <Modal
      open={user !== null}
      title={t('users.changePlan')}
      okText={t('users.savePlan')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {user && (
        <Form<Values>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            versionCode: user.versionCode,
            vipEndTime: user.vipEndTime ? dayjs(user.vipEndTime) : null,
            reason: '',
          }}
          onFinish={(values) => save.mutate({ userId: user.userId, values })}
        >
          <Form.Item name="versionCode" label={t('users.plan')}>
            <Select
              options={PLANS.map((plan) => ({
                value: plan.versionCode,
                label: planName(currentLocale(), plan.versionCode),
              }))}
            />
          </Form.Item>
          {!free && (
            <Form.Item
              name="vipEndTime"
              label={t('users.planEnd')}
              rules={[{ required: true, message: t('users.planEndRequired') }]}
            >
              <DatePicker showTime={{ format: INSTANT_FORMATS.clock }} format={INSTANT_FORMATS.minute} />
            </Form.Item>
          )}
          <Form.Item
            name="reason"
            label={t('users.reason')}
            rules={[{ required: true, whitespace: true, message: t('users.reasonRequired') }]}
          >
            <Input.TextArea maxLength={PLAN_REASON_MAX} showCount autoSize={{ minRows: 2 }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
