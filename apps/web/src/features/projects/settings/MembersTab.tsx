import { ImportOutlined, LogoutOutlined, UserAddOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import {
  type MemberLimitState,
  type PlanLimitData,
  type ProjectMember,
  type ProjectRole,
  hasProjectRole,
} from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMembers, removeMember, setMemberAdmin } from '../../../api/projects';
import { useAppNavigate } from '../../../app/navigation';
import { useSession } from '../../../session/store';
import { UserAvatar } from '../../../ui/UserAvatar';
import { formatInstant } from '../../../ui/format';
import { PlanLimitDialog } from '../PlanLimitDialog';
import { RoleTag } from '../ProjectCards';
import { projectKeys, useMembers } from '../queries';
import { ImportMembersDialog } from './ImportMembersDialog';
import { JoinLinksCard } from '../../joining';
import { InviteCodeCard } from './InviteCodeCard';
import { AddMemberDialog, BatchAddDialog } from './MemberAddDialogs';
import { type HandOverRequest, HandOverDialog, RenameDialog } from './MemberEditDialogs';
import { useWrite } from '../../../ui/useWrite';

/** Spec point 6 "Plan limits": over the member limit admins get a grace date, then must remove members. */
function LimitBanner({ limit }: { limit: MemberLimitState }) {
  const { t } = useTranslation('projects');
  if (limit.mustRemove)
    return (
      <Alert
        type="error"
        showIcon
        message={t('members.overLimitMustRemove', { limit: limit.limit })}
        style={{ marginBottom: 16 }}
      />
    );
  if (limit.graceUntil)
    return (
      <Alert
        type="warning"
        showIcon
        message={t('members.overLimitGrace', { limit: limit.limit, date: formatInstant(limit.graceUntil, 'day') })}
        style={{ marginBottom: 16 }}
      />
    );
  return null;
}

/** The Members tab (spec points 3 "Project user", 6 and 7 "Project users"); read-only for plain members. */
export function MembersTab({
  projectId,
  projectName,
  myRole,
}: {
  projectId: number;
  projectName: string;
  myRole: ProjectRole;
}) {
  const canManage = hasProjectRole(myRole, 'admin');
  /** ADR 0016: only the owner demotes or removes an admin, so admins cannot push each other out. */
  const canTouch = (member: ProjectMember) =>
    member.role === 'member' || (member.role === 'admin' && myRole === 'owner');
  const { t } = useTranslation('projects');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const navigate = useAppNavigate();
  const session = useSession();
  const query = useMembers(projectId);
  const [dialog, setDialog] = useState<'add' | 'batch' | 'import' | null>(null);
  const [limit, setLimit] = useState<PlanLimitData | null>(null);
  const [renaming, setRenaming] = useState<ProjectMember | null>(null);
  const [handOver, setHandOver] = useState<HandOverRequest | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: projectKeys.all });
  const change = useWrite({
    write: ({ call }: { call: () => Promise<unknown>; done: string }) => call(),
    success: (_answer, { done }) => t(done),
    onSettled: reload,
  });
  const run = (call: () => Promise<unknown>, done: string) => change.mutate({ call, done });

  if (query.error) return <Result status="error" title={query.error.message} />;
  if (!query.data) return <Skeleton active paragraph={{ rows: 5 }} />;
  const { members, limit: limitState } = query.data;
  const myId = session?.user.userId;
  const me = members.find((member) => member.userId === myId);

  function remove(member: ProjectMember) {
    if (member.pendingCount > 0) {
      setHandOver({ mode: 'remove', member });
      return;
    }
    modal.confirm({
      content: t('members.removeConfirm', { name: member.userName }),
      okText: t('members.remove'),
      cancelText: t('form.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await removeMember(projectId, member.userId);
          void message.success(t('members.removed'));
          await reload();
        } catch {
          // Work may have reached the member since the list loaded: the server then asks for a hand-over.
          const fresh = (await getMembers(projectId)).data;
          client.setQueryData(projectKeys.members(projectId), fresh);
          const now = fresh.members.find((person) => person.userId === member.userId);
          if (now && now.pendingCount > 0) setHandOver({ mode: 'remove', member: now });
        }
      },
    });
  }

  const countText =
    limitState.limit === null
      ? t('members.count', { current: limitState.current })
      : t('members.countOfLimit', { current: limitState.current, limit: limitState.limit });

  return (
    <div>
      {canManage && <JoinLinksCard owner={{ kind: 'project', projectId }} />}
      {canManage && <InviteCodeCard projectId={projectId} projectName={projectName} />}
      <LimitBanner limit={limitState} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginBottom: 12 }}>
        <Typography.Text type="secondary" data-testid="member-count">
          {countText}
        </Typography.Text>
        <Space wrap>
          {canManage && (
            <>
              <Button type="primary" icon={<UserAddOutlined />} onClick={() => setDialog('add')}>
                {t('members.add')}
              </Button>
              <Button icon={<UsergroupAddOutlined />} onClick={() => setDialog('batch')}>
                {t('members.batchAdd')}
              </Button>
              <Button icon={<ImportOutlined />} onClick={() => setDialog('import')}>
                {t('members.import')}
              </Button>
            </>
          )}
          {me && me.role !== 'owner' && (
            <Button danger icon={<LogoutOutlined />} onClick={() => setHandOver({ mode: 'quit', member: me })}>
              {t('members.quit')}
            </Button>
          )}
        </Space>
      </div>
      <Table<ProjectMember>
        rowKey="userId"
        dataSource={members}
        pagination={false}
        scroll={{ x: 820 }}
        columns={[
          {
            key: 'alias',
            title: t('members.alias'),
            render: (_value, member) => (
              <Space>
                <UserAvatar avatar={member.avatar} nickName={member.userName || member.nickName} />
                <span>{member.userName}</span>
                {member.userId === myId && <Tag>{t('members.you')}</Tag>}
              </Space>
            ),
          },
          { key: 'nickName', title: t('members.nickName'), dataIndex: 'nickName' },
          { key: 'phone', title: t('members.phone'), dataIndex: 'phonenumber', width: 140 },
          {
            key: 'role',
            title: t('members.role'),
            width: 100,
            render: (_value, member) => <RoleTag role={member.role} />,
          },
          {
            key: 'joined',
            title: t('members.joined'),
            width: 160,
            render: (_value, member) => formatInstant(member.createTime),
          },
          ...(canManage
            ? [
                {
                  key: 'actions',
                  title: t('members.actions'),
                  width: 320,
                  render: (_value: unknown, member: ProjectMember) => (
                    <Space size={0} wrap>
                      <Button type="link" size="small" onClick={() => setRenaming(member)}>
                        {t('members.rename')}
                      </Button>
                      {member.role === 'member' && (
                        <Button
                          type="link"
                          size="small"
                          onClick={() =>
                            run(() => setMemberAdmin(projectId, member.userId, true), 'members.roleChanged')
                          }
                        >
                          {t('members.setAdmin')}
                        </Button>
                      )}
                      {member.role === 'admin' && canTouch(member) && (
                        <Button
                          type="link"
                          size="small"
                          onClick={() =>
                            run(() => setMemberAdmin(projectId, member.userId, false), 'members.roleChanged')
                          }
                        >
                          {t('members.setMember')}
                        </Button>
                      )}
                      {canTouch(member) && member.userId !== myId && (
                        <Button type="link" size="small" danger onClick={() => remove(member)}>
                          {t('members.remove')}
                        </Button>
                      )}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <AddMemberDialog
        projectId={projectId}
        open={dialog === 'add'}
        onClose={() => setDialog(null)}
        onAdded={() => void reload()}
        onLimit={setLimit}
      />
      <BatchAddDialog
        projectId={projectId}
        open={dialog === 'batch'}
        onClose={() => setDialog(null)}
        onAdded={() => void reload()}
        onLimit={setLimit}
      />
      <ImportMembersDialog
        projectId={projectId}
        open={dialog === 'import'}
        onClose={() => setDialog(null)}
        onAdded={() => void reload()}
        onLimit={setLimit}
      />
      <RenameDialog
        projectId={projectId}
        member={renaming}
        onClose={() => setRenaming(null)}
        onDone={() => {
          setRenaming(null);
          void reload();
        }}
      />
      <HandOverDialog
        projectId={projectId}
        request={handOver}
        members={members}
        onClose={() => setHandOver(null)}
        onDone={(mode) => {
          setHandOver(null);
          void message.success(t(mode === 'quit' ? 'members.quitDone' : 'members.removed'));
          void reload();
          if (mode === 'quit') navigate('/index');
        }}
      />
      <PlanLimitDialog limit={limit} onClose={() => setLimit(null)} />
    </div>
  );
}
