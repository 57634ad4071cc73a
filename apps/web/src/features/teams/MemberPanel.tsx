import { UserAddOutlined } from '@ant-design/icons';
import type { TeamMember, TeamRole, TeamSummary } from '@questline/contract';
import { App, Button, Card, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveTeamMember, removeTeamMember, setTeamMemberRole } from '../../api/teams';
import { Popconfirm } from '../../ui/Popconfirm';
import { settled } from '../../ui/useWrite';
import { UserAvatar } from '../../ui/UserAvatar';
import { AddMembersDialog } from './AddMembersDialog';
import { MoveMemberDialog } from './MoveMemberDialog';
import { useDeptTree, useTeamChange, useTeamMembers } from './queries';
import { listStatus } from '../../ui/queryStatus';

const ROLE_COLOURS: Record<TeamRole, string> = { owner: 'gold', admin: 'blue', member: 'default' };

interface MemberPanelProps {
  team: TeamSummary;
  myUserId: number | undefined;
  deptId: number | undefined;
  deptName: string;
}

/** The right column: the members of the selected department (with its sub-departments) or the whole team. */
export function MemberPanel({ team, myUserId, deptId, deptName }: MemberPanelProps) {
  const { t } = useTranslation('teams');
  const { message } = App.useApp();
  const members = useTeamMembers(team.teamId, deptId);
  const tree = useDeptTree(team.teamId);
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState<TeamMember | null>(null);
  const change = useTeamChange(team.teamId, (call: () => Promise<unknown>) => call());
  const canManage = team.role === 'owner' || team.role === 'admin';

  /** Mirrors the server: nobody manages the owner, only the owner manages admins, nobody manages themself here. */
  const mayManage = (member: TeamMember) =>
    canManage &&
    member.userId !== myUserId &&
    member.role !== 'owner' &&
    (member.role !== 'admin' || team.role === 'owner');

  const columns: TableColumnsType<TeamMember> = [
    {
      title: t('members.nickName'),
      key: 'nickName',
      render: (_value, member) => (
        <Space>
          <UserAvatar avatar={member.avatar} nickName={member.nickName} size={28} />
          <span>
            {member.nickName} {member.userId === myUserId ? t('members.you') : ''}
          </span>
        </Space>
      ),
    },
    { title: t('members.phone'), dataIndex: 'phone', key: 'phone' },
    {
      title: t('members.dept'),
      key: 'dept',
      render: (_value, member) => member.deptName || t('members.noDept'),
    },
    {
      title: t('members.role'),
      key: 'role',
      render: (_value, member) => <Tag color={ROLE_COLOURS[member.role]}>{t(`roles.${member.role}`)}</Tag>,
    },
    {
      title: t('members.actions'),
      key: 'actions',
      hidden: !canManage,
      render: (_value, member) =>
        mayManage(member) ? (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => setMoving(member)}>
              {t('members.move')}
            </Button>
            <Button
              type="link"
              size="small"
              onClick={() =>
                change.mutate(() =>
                  setTeamMemberRole(team.teamId, member.userId, member.role === 'admin' ? 'member' : 'admin'),
                )
              }
            >
              {member.role === 'admin' ? t('members.makeMember') : t('members.makeAdmin')}
            </Button>
            <Popconfirm
              title={t('members.removeConfirm', { name: member.nickName })}
              okText={t('ok')}
              cancelText={t('cancel')}
              onConfirm={() =>
                settled(
                  change.mutateAsync(() => removeTeamMember(team.teamId, member.userId), {
                    onSuccess: () => void message.success(t('members.removed')),
                  }),
                )
              }
            >
              <Button type="link" size="small" danger>
                {t('members.remove')}
              </Button>
            </Popconfirm>
          </Space>
        ) : null,
    },
  ];

  return (
    <Card
      size="small"
      title={deptId === undefined ? t('members.title') : t('members.titleOf', { name: deptName })}
      extra={
        canManage ? (
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
            {t('members.add')}
          </Button>
        ) : null
      }
    >
      <Table<TeamMember>
        rowKey="userId"
        size="middle"
        dataSource={members.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 640 }}
        {...listStatus(members, t('members.empty'))}
      />
      <AddMembersDialog
        open={adding}
        teamId={team.teamId}
        deptId={deptId}
        deptName={deptId === undefined ? team.name : deptName}
        onClose={() => setAdding(false)}
      />
      {moving ? (
        <MoveMemberDialog
          member={moving}
          tree={tree.data ?? []}
          onClose={() => setMoving(null)}
          onSave={(target, saved) =>
            change.mutate(() => moveTeamMember(team.teamId, moving.userId, target), { onSuccess: saved })
          }
        />
      ) : null}
    </Card>
  );
}
