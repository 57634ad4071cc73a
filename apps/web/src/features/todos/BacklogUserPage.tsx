import type { ManagedMember } from '@questline/contract';
import { Badge, Card, Empty, Flex, Menu, Result, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../ui/UserAvatar';
import { useNarrow } from '../../ui/useNarrow';
import { BacklogIssues } from './BacklogIssues';
import { INITIAL_BACKLOG_STATE, patchBacklogState, toBacklogFilter } from './backlogState';
import { useManagedMembers, useMemberProjects, useMemberQuestions } from './queries';

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
  const narrow = useNarrow();
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
    // On a phone the members stand above their to-dos, as wide as the screen (issue 38, point 3).
    <Flex vertical={narrow} gap={12} align={narrow ? 'stretch' : 'flex-start'}>
      <Card size="small" title={t('members.title')} style={narrow ? undefined : { width: 240, flexShrink: 0 }}>
        <Menu
          mode="inline"
          aria-label={t('members.title')}
          data-testid="backlog-members"
          selectedKeys={userId === null ? [] : [String(userId)]}
          onClick={({ key }) => {
            setChosen(Number(key));
            setState(INITIAL_BACKLOG_STATE);
          }}
          style={{ borderInlineEnd: 0 }}
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
          rows={rows}
          state={state}
          onChange={(patch) => setState((current) => patchBacklogState(current, patch))}
        />
      </div>
    </Flex>
  );
}
