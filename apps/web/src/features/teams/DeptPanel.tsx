import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  DragOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { TeamDept, TeamSummary } from '@questline/contract';
import { App, Button, Card, Empty, Skeleton, Space, Tooltip, Tree, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDept, deleteDept, moveDept, renameDept } from '../../api/teams';
import { Popconfirm } from '../../ui/Popconfirm';
import { settled } from '../../ui/useWrite';
import { dropMove, placesOf } from './deptTree';
import { MoveDeptDialog } from './MoveDeptDialog';
import { TeamNameDialog } from './TeamNameDialog';
import { useDeptTree, useTeamChange } from './queries';

const TEAM_KEY = 'team';

interface DeptPanelProps {
  team: TeamSummary;
  canManage: boolean;
  selected: number | undefined;
  onSelect: (deptId: number | undefined) => void;
}

type Dialog = 'add' | 'rename' | 'move' | null;

function toNodes(nodes: TeamDept[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.deptId,
    title: (
      <span data-testid={`dept-${String(node.deptId)}`}>
        {node.name} <Typography.Text type="secondary">({node.memberCount})</Typography.Text>
      </span>
    ),
    children: toNodes(node.children),
  }));
}

/** The left column: the team as the root, its departments below; managers add, rename, move and delete. */
export function DeptPanel({ team, canManage, selected, onSelect }: DeptPanelProps) {
  const { t } = useTranslation('teams');
  const { message } = App.useApp();
  const tree = useDeptTree(team.teamId);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Everything starts expanded, new departments included; only what the person folds stays folded.
  const [collapsed, setCollapsed] = useState<ReadonlySet<Key>>(new Set());
  const places = useMemo(() => placesOf(tree.data ?? []), [tree.data]);
  const current = selected === undefined ? undefined : places.get(selected);
  const change = useTeamChange(team.teamId, (run: () => Promise<unknown>) => run());

  const treeData: TreeDataNode[] = [
    {
      key: TEAM_KEY,
      title: <strong>{`${team.name} · ${t('dept.wholeTeam')}`}</strong>,
      children: toNodes(tree.data ?? []),
    },
  ];

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragId = Number(info.dragNode.key);
    const targetId = info.node.key === TEAM_KEY ? null : Number(info.node.key);
    const position = info.node.pos.split('-');
    const after = info.dropPosition - Number(position[position.length - 1]) > 0;
    const move = dropMove(places, dragId, targetId, !info.dropToGap, after);
    if (move) change.mutate(() => moveDept({ teamId: team.teamId, deptId: dragId, ...move }));
  };

  function shift(step: -1 | 1) {
    if (!current || selected === undefined) return;
    const index = current.siblings.indexOf(selected) + step;
    if (index < 0 || index >= current.siblings.length) return;
    change.mutate(() => moveDept({ teamId: team.teamId, deptId: selected, parentId: current.parentId, index }));
  }

  /** A refusal ("with children or members", spec point 8) was shown by the client; the confirmation closes. */
  function remove(): Promise<void> {
    if (selected === undefined) return Promise.resolve();
    return settled(
      change.mutateAsync(async () => {
        await deleteDept(team.teamId, selected);
        // Select the parent before the refresh, so nothing asks for the members of a department that is gone.
        onSelect(current?.parentId ?? undefined);
        void message.success(t('dept.deleted'));
      }),
    );
  }

  const position = current && selected !== undefined ? current.siblings.indexOf(selected) : -1;

  return (
    <Card title={t('dept.title')} size="small" styles={{ body: { padding: 12 } }}>
      {canManage ? (
        <Space size={4} wrap style={{ marginBottom: 8 }} role="toolbar" aria-label={t('dept.actions')}>
          <Button size="small" icon={<PlusOutlined />} onClick={() => setDialog('add')}>
            {current ? t('dept.addChild') : t('dept.add')}
          </Button>
          {current ? (
            <>
              <Tooltip title={t('dept.rename')}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('dept.rename')}
                  onClick={() => setDialog('rename')}
                />
              </Tooltip>
              <Tooltip title={t('dept.moveTo')}>
                <Button
                  size="small"
                  icon={<DragOutlined />}
                  aria-label={t('dept.moveTo')}
                  onClick={() => setDialog('move')}
                />
              </Tooltip>
              <Tooltip title={t('dept.moveUp')}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('dept.moveUp')}
                  disabled={position <= 0}
                  onClick={() => shift(-1)}
                />
              </Tooltip>
              <Tooltip title={t('dept.moveDown')}>
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('dept.moveDown')}
                  disabled={position < 0 || position >= current.siblings.length - 1}
                  onClick={() => shift(1)}
                />
              </Tooltip>
              <Popconfirm
                title={t('dept.deleteConfirm', { name: current.dept.name })}
                okText={t('ok')}
                cancelText={t('cancel')}
                onConfirm={remove}
              >
                <Tooltip title={t('dept.delete')}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('dept.delete')} />
                </Tooltip>
              </Popconfirm>
            </>
          ) : null}
        </Space>
      ) : null}
      {tree.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          <Tree
            aria-label={t('dept.treeLabel')}
            blockNode
            expandedKeys={[TEAM_KEY, ...places.keys()].filter((key) => !collapsed.has(key))}
            onExpand={(_keys, { node, expanded }) =>
              setCollapsed((before) => {
                const next = new Set(before);
                if (expanded) next.delete(node.key);
                else next.add(node.key);
                return next;
              })
            }
            showLine
            treeData={treeData}
            selectedKeys={[selected ?? TEAM_KEY]}
            onSelect={(keys) => {
              const key = keys[0];
              onSelect(key === undefined || key === TEAM_KEY ? undefined : Number(key));
            }}
            draggable={canManage ? { icon: false, nodeDraggable: (node) => node.key !== TEAM_KEY } : false}
            allowDrop={({ dropNode, dropPosition }) => !(dropNode.key === TEAM_KEY && dropPosition !== 0)}
            onDrop={onDrop}
          />
          {(tree.data ?? []).length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dept.empty')} />
          ) : canManage ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}>
              {t('dept.dragHint')}
            </Typography.Paragraph>
          ) : null}
        </>
      )}
      <TeamNameDialog
        title={current ? t('dept.addChild') : t('dept.add')}
        open={dialog === 'add'}
        onClose={() => setDialog(null)}
        saving={change.isPending}
        onSave={(name, saved) =>
          change.mutate(() => addDept({ teamId: team.teamId, parentId: selected ?? null, name }), { onSuccess: saved })
        }
      />
      <TeamNameDialog
        title={t('dept.rename')}
        open={dialog === 'rename'}
        initial={current?.dept.name}
        onClose={() => setDialog(null)}
        saving={change.isPending}
        onSave={(name, saved) =>
          change.mutate(() => renameDept(team.teamId, selected ?? 0, name), { onSuccess: saved })
        }
      />
      {current ? (
        <MoveDeptDialog
          key={current.dept.deptId}
          open={dialog === 'move'}
          tree={tree.data ?? []}
          dept={current.dept}
          onClose={() => setDialog(null)}
          onSave={(parentId, saved) =>
            change.mutate(
              () => moveDept({ teamId: team.teamId, deptId: current.dept.deptId, parentId, index: 10_000 }),
              { onSuccess: saved },
            )
          }
        />
      ) : null}
    </Card>
  );
}
