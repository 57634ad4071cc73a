import type { ProjectMember } from '@questline/contract';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { quitProject, removeMemberWithHandOver, renameMember } from '../../../api/projects';
import { aliasRules } from '../formRules';
import { useWrite } from '../../../ui/useWrite';

/** POST projectUser/updateProjectUserUserName: the alias in this project (spec point 5 "User alias"). */
export function RenameDialog({
  projectId,
  member,
  onClose,
  onDone,
}: {
  projectId: number;
  member: ProjectMember | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('projects');
  const [form] = Form.useForm<{ userName: string }>();
  const rename = useWrite({
    write: ({ userId, userName }: { userId: number; userName: string }) => renameMember(projectId, userId, userName),
    success: t('members.renamed'),
    onSuccess: onDone,
  });
  const saving = rename.isPending;

  function onFinish({ userName }: { userName: string }) {
    if (member) rename.mutate({ userId: member.userId, userName: userName.trim() });
  }

  return (
    <Modal
      open={member !== null}
      title={t('renameDialog.title', { name: member?.userName ?? '' })}
      okText={t('renameDialog.submit')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ userName: member?.userName ?? '' }}
        onFinish={(values) => void onFinish(values)}
        preserve={false}
      >
        <Form.Item name="userName" label={t('renameDialog.alias')} rules={aliasRules(t)}>
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export interface HandOverRequest {
  mode: 'remove' | 'quit';
  member: ProjectMember;
}

/**
 * Removing or quitting a member who holds pending work needs who takes it over (spec points 5 and 6):
 * POST projectUser/deleteProjectEditUserBacklog or quitProjectEditUserBacklog, both with the 200 s time-out.
 */
export function HandOverDialog({
  projectId,
  request,
  members,
  onClose,
  onDone,
}: {
  projectId: number;
  request: HandOverRequest | null;
  members: ProjectMember[];
  onClose: () => void;
  onDone: (mode: HandOverRequest['mode']) => void;
}) {
  const { t } = useTranslation('projects');
  const [form] = Form.useForm<{ toUserId?: number }>();
  const member = request?.member;
  const pending = member?.pendingCount ?? 0;
  const quitting = request?.mode === 'quit';
  const others = members.filter((person) => person.userId !== member?.userId);

  const handOver = useWrite({
    write: async ({ userId, toUserId }: { userId: number; toUserId?: number }) => {
      if (quitting) await quitProject({ projectId, userId, ...(toUserId ? { toUserId } : {}) });
      else if (toUserId) await removeMemberWithHandOver({ projectId, userId, toUserId });
    },
    onSuccess: () => {
      if (request) onDone(request.mode);
    },
  });
  const saving = handOver.isPending;

  function onFinish({ toUserId }: { toUserId?: number }) {
    if (request && member) handOver.mutate({ userId: member.userId, ...(toUserId ? { toUserId } : {}) });
  }

  const name = member?.userName ?? '';
  return (
    <Modal
      open={request !== null}
      title={quitting ? t('handOver.quitTitle') : t('handOver.removeTitle', { name })}
      okText={quitting ? t('handOver.quitSubmit') : t('handOver.removeSubmit')}
      cancelText={t('form.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {pending > 0
          ? t(quitting ? 'handOver.pendingSelf' : 'handOver.pending', { name, count: pending })
          : t(quitting ? 'members.quitConfirm' : 'members.removeConfirm', { name })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values)} preserve={false}>
        {pending > 0 && (
          <Form.Item
            name="toUserId"
            label={t('handOver.to')}
            rules={[{ required: true, message: t('handOver.required') }]}
          >
            <Select<number>
              showSearch
              optionFilterProp="label"
              options={others.map((person) => ({
                value: person.userId,
                label: `${person.userName} (${person.nickName})`,
              }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
