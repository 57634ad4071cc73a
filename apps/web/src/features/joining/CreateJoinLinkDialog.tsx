import {
  type CreatedJoinLink,
  DEFAULT_JOIN_LINK_EXPIRY_DAYS,
  JOIN_LINK_EXPIRY_DAYS,
  JOIN_LINK_MAX_USES_LIMIT,
  type JoinLinkExpiryDays,
  isEmail,
} from '@questline/contract';
import { Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface NewLinkValues {
  uses: 'single' | 'multi';
  maxUses: number;
  expiresInDays: JoinLinkExpiryDays;
  /** Absent when the field was left empty. */
  email?: string;
}

/** The choices of a new invitation link (ADR 0108): single or multi-use, how long, and optionally for one address. */
export function CreateJoinLinkDialog({
  open,
  onClose,
  create,
}: {
  open: boolean;
  onClose(): void;
  create(values: { maxUses: number; expiresInDays: JoinLinkExpiryDays; email: string }): Promise<CreatedJoinLink>;
}) {
  const { t } = useTranslation('projects');
  const [form] = Form.useForm<NewLinkValues>();
  const [busy, setBusy] = useState(false);
  const uses = Form.useWatch('uses', form);

  async function submit(values: NewLinkValues) {
    setBusy(true);
    try {
      await create({
        maxUses: values.uses === 'single' ? 1 : values.maxUses,
        expiresInDays: values.expiresInDays,
        email: (values.email ?? '').trim(),
      });
      form.resetFields();
      onClose();
    } catch {
      // Shown by the client (spec point 8); the dialog stays open with what was typed.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('joinLinks.create')}
      okText={t('joinLinks.createOk')}
      cancelText={t('form.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<NewLinkValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ uses: 'single', maxUses: 10, expiresInDays: DEFAULT_JOIN_LINK_EXPIRY_DAYS, email: '' }}
      >
        <Form.Item name="uses" label={t('joinLinks.uses')}>
          <Radio.Group
            options={[
              { value: 'single', label: t('joinLinks.singleUse') },
              { value: 'multi', label: t('joinLinks.multiUse') },
            ]}
          />
        </Form.Item>
        {uses === 'multi' ? (
          <Form.Item
            name="maxUses"
            label={t('joinLinks.maxUses')}
            rules={[
              {
                required: true,
                type: 'integer',
                min: 2,
                max: JOIN_LINK_MAX_USES_LIMIT,
                message: t('joinLinks.maxUsesRule', { max: JOIN_LINK_MAX_USES_LIMIT }),
              },
            ]}
          >
            <InputNumber min={2} max={JOIN_LINK_MAX_USES_LIMIT} precision={0} style={{ width: 160 }} />
          </Form.Item>
        ) : null}
        <Form.Item name="expiresInDays" label={t('joinLinks.expiresIn')}>
          <Select
            style={{ width: 160 }}
            options={JOIN_LINK_EXPIRY_DAYS.map((days) => ({
              value: days,
              label: t('joinLinks.days', { count: days }),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('joinLinks.email')}
          extra={t('joinLinks.emailHint')}
          rules={[
            {
              validator: (_rule, value: unknown) =>
                typeof value !== 'string' || value.trim() === '' || isEmail(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('joinLinks.emailInvalid'))),
            },
          ]}
        >
          <Input placeholder="name@example.com" inputMode="email" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
