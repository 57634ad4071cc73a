import { ADD_CODE_LENGTH, type ProjectCard, VERIFY_CODE_LENGTH } from '@questline/contract';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { joinProject } from '../../api/projects';
import { useWrite } from '../../ui/useWrite';

interface JoinValues {
  addCode: string;
  verifyCode: string;
}

/** POST projectInfo/joinProject: spec point 5 "invitation code and verification code required". */
export function JoinProjectDialog({
  open,
  onClose,
  onJoined,
}: {
  open: boolean;
  onClose: () => void;
  onJoined: (card: ProjectCard) => void;
}) {
  const { t } = useTranslation('projects');
  const [form] = Form.useForm<JoinValues>();
  // Wrong or expired codes: the client shows the server's message (spec point 8).
  const join = useWrite({
    write: (values: JoinValues) => joinProject(values.addCode.trim().toUpperCase(), values.verifyCode.trim()),
    success: (answer) => t('done.joined', { name: answer.data.projectName }),
    onSuccess: (answer) => {
      form.resetFields();
      onJoined(answer.data);
    },
  });
  const saving = join.isPending;
  const onFinish = (values: JoinValues) => join.mutate(values);

  return (
    <Modal
      open={open}
      title={t('join.title')}
      okText={t('join.submit')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('join.hint')}</Typography.Paragraph>
      <Form<JoinValues> form={form} layout="vertical" onFinish={(values) => void onFinish(values)} preserve={false}>
        <Form.Item
          name="addCode"
          label={t('join.addCode')}
          rules={[{ required: true, whitespace: true, message: t('join.addCodeRequired') }]}
        >
          <Input maxLength={ADD_CODE_LENGTH + 4} autoComplete="off" style={{ textTransform: 'uppercase' }} />
        </Form.Item>
        <Form.Item
          name="verifyCode"
          label={t('join.verifyCode')}
          rules={[{ required: true, whitespace: true, message: t('join.verifyCodeRequired') }]}
        >
          <Input maxLength={VERIFY_CODE_LENGTH + 2} autoComplete="off" inputMode="numeric" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
