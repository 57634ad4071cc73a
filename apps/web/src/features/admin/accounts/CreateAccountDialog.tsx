import { type CreatedAccount, NICK_NAME_MAX, PHONE_PATTERN, USER_NAME_PATTERN, isEmail } from '@questline/contract';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { createAccount } from '../../../api/joining';
import { useWrite } from '../../../ui/useWrite';

interface AccountValues {
  nickName: string;
  userName?: string;
  email?: string;
  phonenumber?: string;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A new account's names (ADR 0108): a user name, an e-mail address or both, and a phone when the person has one. */
export function CreateAccountDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose(): void;
  onCreated(account: CreatedAccount): void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<AccountValues>();
  // A refusal leaves what was typed.
  const create = useWrite({
    write: (values: AccountValues) =>
      createAccount({
        nickName: values.nickName.trim(),
        userName: trimmed(values.userName),
        email: trimmed(values.email),
        phonenumber: trimmed(values.phonenumber),
      }),
    onSuccess: (body) => {
      form.resetFields();
      onCreated(body.data);
    },
  });

  const oneOfNames = ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
    validator: () =>
      trimmed(getFieldValue('userName')) === '' && trimmed(getFieldValue('email')) === ''
        ? Promise.reject(new Error(t('accounts.nameRule')))
        : Promise.resolve(),
  });

  return (
    <Modal
      open={open}
      title={t('accounts.create')}
      okText={t('accounts.createOk')}
      cancelText={t('form.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<AccountValues> form={form} layout="vertical" onFinish={(values) => create.mutate(values)}>
        <Form.Item
          name="nickName"
          label={t('accounts.nickName')}
          rules={[{ required: true, whitespace: true, message: t('accounts.nickNameRequired') }]}
        >
          <Input maxLength={NICK_NAME_MAX} />
        </Form.Item>
        <Form.Item
          name="userName"
          label={t('accounts.userName')}
          dependencies={['email']}
          rules={[
            oneOfNames,
            {
              validator: (_rule, value: unknown) =>
                trimmed(value) === '' || USER_NAME_PATTERN.test(trimmed(value))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('accounts.userNameInvalid'))),
            },
          ]}
        >
          <Input maxLength={30} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('accounts.email')}
          dependencies={['userName']}
          rules={[
            oneOfNames,
            {
              validator: (_rule, value: unknown) =>
                trimmed(value) === '' || isEmail(trimmed(value))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('accounts.emailInvalid'))),
            },
          ]}
        >
          <Input inputMode="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="phonenumber"
          label={t('accounts.phone')}
          rules={[
            {
              validator: (_rule, value: unknown) =>
                trimmed(value) === '' || PHONE_PATTERN.test(trimmed(value))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('accounts.phoneInvalid'))),
            },
          ]}
        >
          <Input inputMode="tel" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
