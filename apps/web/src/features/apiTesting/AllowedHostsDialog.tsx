import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getAllowedHosts, setAllowedHosts } from '../../api/apiTesting';
import { apiTestingKeys } from './keys';
import { useWrite } from '../../ui/useWrite';

/**
 * For platform administrators of a self-hosted install (issue 34): the hosts of their own network the tester may
 * reach, one per line.
 */
export function AllowedHostsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('apiTesting');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ hosts: string }>();
  const hosts = useQuery({
    queryKey: apiTestingKeys.allowedHosts,
    queryFn: async () => (await getAllowedHosts()).data,
  });
  const save = useWrite({
    write: (text: string) =>
      setAllowedHosts(
        text
          .split(/[\s,]+/)
          .map((entry) => entry.trim())
          .filter((entry) => entry !== ''),
      ),
    onSuccess: async () => {
      void message.success(t('allowedHosts.saved'));
      await client.invalidateQueries({ queryKey: apiTestingKeys.allowedHosts });
      onClose();
    },
  });
  return (
    <Modal
      open
      title={t('allowedHosts.title')}
      okText={t('allowedHosts.save')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('allowedHosts.hint')}</Typography.Paragraph>
      {hosts.data ? (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ hosts: hosts.data.hosts.join('\n') }}
          onFinish={(values) => save.mutate(values.hosts)}
        >
          {hosts.data.source === 'environment' && (
            <Typography.Paragraph type="secondary">{t('allowedHosts.fromEnvironment')}</Typography.Paragraph>
          )}
          <Form.Item name="hosts" label={t('allowedHosts.label')}>
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
          </Form.Item>
        </Form>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
