import { DeleteOutlined, SwapOutlined } from '@ant-design/icons';
import type { ProjectCard } from '@questline/contract';
import { Alert, App, Button, Card, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { recycleProject, transferProject } from '../../../api/projects';
import { useAppNavigate } from '../../../app/navigation';
import { typedNameRules } from '../formRules';
import { useMembers, useRefreshProjects } from '../queries';
import { settled, useWrite } from '../../../ui/useWrite';

interface TransferValues {
  userId: number;
  confirmText: string;
}

/**
 * Owner only (spec point 6): transfer to another member with the typed project name, which cannot be
 * undone (POST projectInfo/updateProjectCreateBy), and moving the project to the recycle bin.
 */
export function TransferTab({ project }: { project: ProjectCard }) {
  const { t } = useTranslation('projects');
  const { modal } = App.useApp();
  const navigate = useAppNavigate();
  const refresh = useRefreshProjects();
  const members = useMembers(project.projectId);
  const [form] = Form.useForm<TransferValues>();
  const candidates = (members.data?.members ?? []).filter((member) => member.role !== 'owner');

  // A refusal is shown by the client (spec point 8), e.g. "transfer confirmation text does not match".
  const transfer = useWrite({
    write: (values: TransferValues) => transferProject(project.projectId, values.userId, values.confirmText),
    success: t('transfer.done'),
    onSuccess: async () => {
      form.resetFields();
      await refresh();
    },
  });
  const saving = transfer.isPending;
  const recycleNow = useWrite({
    write: () => recycleProject(project.projectId),
    success: t('done.recycled'),
    onSuccess: async () => {
      await refresh();
      navigate('/index?view=recycle');
    },
  });

  function recycle() {
    modal.confirm({
      content: t('confirm.recycle', { name: project.projectName }),
      okText: t('transfer.recycleSubmit'),
      cancelText: t('form.cancel'),
      okButtonProps: { danger: true },
      onOk: () => settled(recycleNow.mutateAsync()),
    });
  }

  return (
    <div style={{ maxWidth: 620, display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card size="small" title={t('transfer.title')}>
        <Alert type="warning" showIcon message={t('transfer.warning')} style={{ marginBottom: 16 }} />
        {candidates.length === 0 && members.data ? (
          <Typography.Paragraph type="secondary">{t('transfer.noCandidates')}</Typography.Paragraph>
        ) : (
          <Form<TransferValues> form={form} layout="vertical" onFinish={(values) => transfer.mutate(values)}>
            <Form.Item
              name="userId"
              label={t('transfer.to')}
              rules={[{ required: true, message: t('transfer.toRequired') }]}
            >
              <Select<number>
                showSearch
                optionFilterProp="label"
                loading={members.isLoading}
                options={candidates.map((member) => ({
                  value: member.userId,
                  label: `${member.userName} (${member.nickName})`,
                }))}
              />
            </Form.Item>
            <Form.Item
              name="confirmText"
              label={t('transfer.confirm', { name: project.projectName })}
              rules={typedNameRules(t, project.projectName, 'transferConfirmMismatch')}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Button danger type="primary" htmlType="submit" icon={<SwapOutlined />} loading={saving}>
              {t('transfer.submit')}
            </Button>
          </Form>
        )}
      </Card>
      <Card size="small" title={t('transfer.recycleTitle')}>
        <Typography.Paragraph type="secondary">{t('transfer.recycleHint')}</Typography.Paragraph>
        <Button danger icon={<DeleteOutlined />} onClick={recycle}>
          {t('transfer.recycleSubmit')}
        </Button>
      </Card>
    </div>
  );
}
