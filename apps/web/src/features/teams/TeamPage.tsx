import { DeleteOutlined, EditOutlined, LogoutOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import type { TeamSummary } from '@questline/contract';
import { App, Button, Card, Col, Empty, Flex, Result, Row, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { addTeam, deleteTeam, quitTeam, renameTeam } from '../../api/teams';
import { useSession } from '../../session/store';
import { Popconfirm } from '../../ui/Popconfirm';
import { useWrite } from '../../ui/useWrite';
import { DeptPanel } from './DeptPanel';
import { MemberPanel } from './MemberPanel';
import { TeamNameDialog } from './TeamNameDialog';
import { placesOf } from './deptTree';
import { teamKeys, useDeptTree, useMyTeams, useTeamChange } from './queries';

type Dialog = 'create' | 'rename' | null;

/** /team: team setup (spec point 2 "team", left menu "team setup"): teams, their department tree and members. */
export default function TeamPage() {
  const { t } = useTranslation('teams');
  const teams = useMyTeams();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = teams.data ?? [];
  const wanted = Number(params.get('teamId'));
  const team = list.find((row) => row.teamId === wanted) ?? list[0];
  const change = useTeamChange(team?.teamId, (call: () => Promise<unknown>) => call());
  const run = (call: () => Promise<unknown>) => change.mutateAsync(call);
  const choose = (teamId: number) => setParams({ teamId: String(teamId) });
  const create = useWrite({
    write: (name: string) => addTeam(name),
    refresh: [teamKeys.list()],
    onSuccess: (created) => choose(created.data.teamId),
  });

  if (teams.error) return <Result status="error" title={teams.error.message} />;
  if (teams.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;

  const createDialog = (
    <TeamNameDialog
      title={t('createTeam')}
      open={dialog === 'create'}
      onClose={() => setDialog(null)}
      saving={create.isPending}
      onSave={(name, saved) => create.mutate(name, { onSuccess: saved })}
    />
  );

  if (!team) {
    return (
      <Card>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noTeams')}>
          <Typography.Paragraph type="secondary">{t('noTeamsHint')}</Typography.Paragraph>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog('create')}>
            {t('createTeam')}
          </Button>
        </Empty>
        {createDialog}
      </Card>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex wrap gap={12} align="center" justify="space-between">
          <Space wrap>
            <TeamOutlined aria-hidden />
            <label htmlFor="team-select">
              <Typography.Text strong>{t('selectTeam')}</Typography.Text>
            </label>
            <Select<number>
              id="team-select"
              style={{ minWidth: 220 }}
              value={team.teamId}
              onChange={choose}
              options={list.map((row) => ({ value: row.teamId, label: row.name }))}
            />
            <Tag color={team.role === 'member' ? 'default' : 'blue'}>{t(`roles.${team.role}`)}</Tag>
            <Typography.Text type="secondary">
              {t('memberCount', { count: team.memberCount })} · {t('ownerLabel', { name: team.ownerNickName })}
            </Typography.Text>
          </Space>
          <TeamActions
            team={team}
            run={run}
            onRename={() => setDialog('rename')}
            onCreate={() => setDialog('create')}
          />
        </Flex>
      </Card>
      <TeamBody key={team.teamId} team={team} />
      {createDialog}
      <TeamNameDialog
        title={t('renameTeam')}
        open={dialog === 'rename'}
        initial={team.name}
        onClose={() => setDialog(null)}
        saving={change.isPending}
        onSave={(name, saved) => change.mutate(() => renameTeam(team.teamId, name), { onSuccess: saved })}
      />
    </Flex>
  );
}

interface TeamActionsProps {
  team: TeamSummary;
  run: (call: () => Promise<unknown>) => Promise<unknown>;
  onRename: () => void;
  onCreate: () => void;
}

function TeamActions({ team, run, onRename, onCreate }: TeamActionsProps) {
  const { t } = useTranslation('teams');
  const { message } = App.useApp();
  const [, setParams] = useSearchParams();
  const leave = (call: () => Promise<unknown>, done: string) =>
    run(call).then(
      () => {
        setParams({});
        void message.success(done);
      },
      () => undefined,
    );
  return (
    <Space wrap>
      {team.role !== 'member' ? (
        <Button icon={<EditOutlined />} onClick={onRename}>
          {t('renameTeam')}
        </Button>
      ) : null}
      {team.role === 'owner' ? (
        <Popconfirm
          title={t('deleteTeamConfirm', { name: team.name })}
          okText={t('ok')}
          cancelText={t('cancel')}
          onConfirm={() => leave(() => deleteTeam(team.teamId), t('teamDeleted'))}
        >
          <Button danger icon={<DeleteOutlined />}>
            {t('deleteTeam')}
          </Button>
        </Popconfirm>
      ) : (
        <Popconfirm
          title={t('quitTeamConfirm', { name: team.name })}
          okText={t('ok')}
          cancelText={t('cancel')}
          onConfirm={() => leave(() => quitTeam(team.teamId), t('teamQuit'))}
        >
          <Button icon={<LogoutOutlined />}>{t('quitTeam')}</Button>
        </Popconfirm>
      )}
      <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
        {t('createTeam')}
      </Button>
    </Space>
  );
}

/** Department tree and members of one team; keyed by team so the selection starts over on a switch. */
function TeamBody({ team }: { team: TeamSummary }) {
  const session = useSession();
  const [deptId, setDeptId] = useState<number | undefined>(undefined);
  const tree = useDeptTree(team.teamId);
  const places = useMemo(() => placesOf(tree.data ?? []), [tree.data]);
  const selected = deptId !== undefined && places.has(deptId) ? deptId : undefined;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={9} lg={8} xl={7}>
        <DeptPanel team={team} canManage={team.role !== 'member'} selected={selected} onSelect={setDeptId} />
      </Col>
      <Col xs={24} md={15} lg={16} xl={17}>
        <MemberPanel
          team={team}
          myUserId={session?.user.userId}
          deptId={selected}
          deptName={selected === undefined ? team.name : (places.get(selected)?.dept.name ?? '')}
        />
      </Col>
    </Row>
  );
}
