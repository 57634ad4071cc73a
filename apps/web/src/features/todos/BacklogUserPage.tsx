import type { ManagedMember } from '@questline/contract';
import { Badge, Card, Empty, Flex, Menu, Result, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../ui/UserAvatar';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { BacklogIssues } from './BacklogIssues';
import { INITIAL_BACKLOG_STATE, patchBacklogState, toBacklogFilter } from './backlogState';
import { useManagedMembers, useMemberProjects, useMemberQuestions } from './queries';

/**
 * Wide enough for the members beside a to-do list whose default columns need no sideways scrolling: the list needs
 * about 1,100 px (the /backlog box at 1366 px), the members 252 px more, the menu and margins 272 px.
 */
const MEMBERS_BESIDE_QUERY = '(min-width: 1600px)';

function MemberLabel({ member }: { member: ManagedMember }) {
  const { t } = useTranslation('todos');
  return (
    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
      <span aria-hidden style={{ display: 'inline-flex' }}>
        <UserAvatar avatar={member.avatar} nickName={member.nickName} size={24} />
      </span>
      <Typography.Text ellipsis style={{ flex: 1 }}>
        {member.nickName}
      </Typography.Text>
      <Badge
        count={member.count}
        showZero
        color={member.count > 0 ? undefined : '#8c8c8c'}
        aria-label={t('members.pending', { count: member.count })}
      />
    </Flex>
  );
}

/**
 * Route "backloguser" (spec point 2, issue 11): for project administrators, the members of the projects
 * they administer and one member's pending issues there. The server limits both to those projects.
 */
export default function BacklogUserPage() {
  const { t } = useTranslation('todos');
  const members = useManagedMembers();
  const beside = useMediaQuery(MEMBERS_BESIDE_QUERY);
  const [chosen, setChosen] = useState<number | null>(null);
  const [state, setState] = useState(INITIAL_BACKLOG_STATE);
  const userId = chosen ?? members.data?.[0]?.userId ?? null;
  const filter = useMemo(() => (userId === null ? null : { ...toBacklogFilter(state), userId }), [state, userId]);
  const projects = useMemberProjects(userId);
  const rows = useMemberQuestions(filter, { pageNum: state.pageNum, pageSize: state.pageSize });

  if (members.error) return <Result status="error" title={members.error.message} />;
  if (members.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (members.data.length === 0) {
    return (
      <Card>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.none')} />
      </Card>
    );
  }
  return (
    <Flex vertical={!beside} gap={12} align={beside ? 'flex-start' : 'stretch'}>
      <Card
        size="small"
        title={beside ? t('members.title') : undefined}
        style={beside ? { width: 240, flexShrink: 0 } : undefined}
        styles={beside ? undefined : { body: { padding: '4px 12px 0' } }}
      >
        <Menu
          // Below a wide screen the members are one strip above the list, scrolled sideways when many, so the list
          // keeps the whole width (issue 38, point 4) and a phone sees its to-dos without scrolling past everyone.
          mode={beside ? 'inline' : 'horizontal'}
          disabledOverflow
          aria-label={t('members.title')}
          data-testid="backlog-members"
          selectedKeys={userId === null ? [] : [String(userId)]}
          onClick={({ key }) => {
            setChosen(Number(key));
            setState(INITIAL_BACKLOG_STATE);
          }}
          style={
            beside
              ? { borderInlineEnd: 0 }
              : { display: 'flex', flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', borderBottom: 0 }
          }
          items={members.data.map((member) => ({
            key: String(member.userId),
            label: <MemberLabel member={member} />,
          }))}
        />
      </Card>
      <div style={{ flex: 1, minWidth: 0 }}>
        <BacklogIssues
          key={userId}
          projects={projects.data}
          projectsSettled={!projects.isPending}
          rows={rows}
          state={state}
          onChange={(patch) => setState((current) => patchBacklogState(current, patch))}
        />
      </div>
    </Flex>
  );
}
