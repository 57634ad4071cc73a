import {
  DEFAULT_JOIN_LINK_EXPIRY_DAYS,
  JOIN_LINK_EXPIRY_DAYS,
  JOIN_LINK_MAX_USES_LIMIT,
  type JoinLinkExpiryDays,
  isEmail,
} from '@questline/contract';
import { Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a new link is made with. */
export interface NewJoinLink {
  maxUses: number;
  expiresInDays: JoinLinkExpiryDays;
  email: string;
}

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
  creating,
  create,
}: {
  open: boolean;
  onClose(): void;
  /** The link is being made: the OK button spins. */
  creating: boolean;
  /**
   * Starts making the link (a write through `useWrite`, ADR 0143) and calls `made` once it succeeded; a refusal
   * (shown by the client, spec point 8) keeps the dialog open with what was typed.
   */
  create(values: NewJoinLink, made: () => void): void;
}) {
  const { t } = useTranslation('projects');
  const [form] = Form.useForm<NewLinkValues>();
  const uses = Form.useWatch('uses', form);

  function submit(values: NewLinkValues) {
    const made = () => {
      form.resetFields();
      onClose();
    };
    create(
      {
        maxUses: values.uses === 'single' ? 1 : values.maxUses,
        expiresInDays: values.expiresInDays,
        email: (values.email ?? '').trim(),
      },
      made,
    );
  }

  return (
    <Modal
      open={open}
      title={t('joinLinks.create')}
      okText={t('joinLinks.createOk')}
      cancelText={t('form.cancel')}
      confirmLoading={creating}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<NewLinkValues>
        form={form}
        layout="vertical"
        onFinish={submit}
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
