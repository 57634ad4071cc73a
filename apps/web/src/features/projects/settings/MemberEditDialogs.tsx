import type { ProjectMember } from '@questline/contract';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quitProject, removeMemberWithHandOver, renameMember } from '../../../api/projects';
import { aliasRules } from '../formRules';

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
  const { message } = App.useApp();
  const [form] = Form.useForm<{ userName: string }>();
  const [saving, setSaving] = useState(false);

  async function onFinish({ userName }: { userName: string }) {
    if (!member) return;
    setSaving(true);
    try {
      await renameMember(projectId, member.userId, userName.trim());
      void message.success(t('members.renamed'));
      onDone();
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setSaving(false);
    }
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
  const [saving, setSaving] = useState(false);
  const member = request?.member;
  const pending = member?.pendingCount ?? 0;
  const quitting = request?.mode === 'quit';
  const others = members.filter((person) => person.userId !== member?.userId);

  async function onFinish({ toUserId }: { toUserId?: number }) {
    if (!request || !member) return;
    setSaving(true);
    try {
      if (quitting) await quitProject({ projectId, userId: member.userId, ...(toUserId ? { toUserId } : {}) });
      else if (toUserId) await removeMemberWithHandOver({ projectId, userId: member.userId, toUserId });
      onDone(request.mode);
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setSaving(false);
    }
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
