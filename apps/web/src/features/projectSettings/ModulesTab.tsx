import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import type { ModuleOrderBody, ProjectModule } from '@questline/contract';
import { Button, Empty, Space, Spin, Tag, Tooltip, Tree, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearModuleHandler, copyModule, removeModule, reorderModules } from '../../api/projectSettings';
import { Popconfirm } from '../../ui/Popconfirm';
import { BatchHandlerDialog, ModuleDialog, type ModuleEditing } from './ModuleDialogs';
import { ModuleImportDialog } from './ModuleImportDialog';
import { type ModuleNode, buildModuleTree, dropOrder, stepOrder } from './moduleTree';
import { settingsKeys, useModules, useProjectMembers, useRefresh } from './queries';
import { useSettingsAction } from './useSettingsAction';

/** Buttons inside a tree node must not also select or expand the node. */
function quiet(action: () => void) {
  return (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
}

function IconAction({
  label,
  icon,
  onClick,
  danger,
}: {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  danger?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        danger={danger}
        icon={icon}
        aria-label={label}
        onClick={onClick ? quiet(onClick) : undefined}
      />
    </Tooltip>
  );
}

/**
 * The project's module tree (spec points 3 "Project module", 7 "Modules"): serial numbers and default
 * handlers; admins add, edit, copy, delete, drag or step modules, set handlers in bulk and import.
 */
export function ModulesTab({ projectId, canManage }: { projectId: number; canManage: boolean }) {
  const { t } = useTranslation('projectSettings');
  const modules = useModules(projectId);
  const members = useProjectMembers(projectId, canManage);
  const refresh = useRefresh(settingsKeys.modules(projectId));
  const action = useSettingsAction(settingsKeys.modules(projectId));
  const [editing, setEditing] = useState<ModuleEditing | null>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [batchOpen, setBatchOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  // Collapsed rather than expanded keys are kept, so modules added later show up unfolded.
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const rows = modules.data ?? [];

  function reorder(items: ModuleOrderBody['items'] | null) {
    if (items) void action.run(() => reorderModules({ projectId, items }), t('modules.moved'));
  }

  function actions(module: ProjectModule): ReactNode {
    const name = module.moduleName;
    return (
      <Space size={0} className="module-actions">
        <IconAction
          label={t('modules.addChild', { name })}
          icon={<PlusOutlined />}
          onClick={() => setEditing({ kind: 'add', parent: module })}
        />
        <IconAction
          label={t('modules.editOf', { name })}
          icon={<EditOutlined />}
          onClick={() => setEditing({ kind: 'edit', module })}
        />
        <IconAction
          label={t('modules.copyOf', { name })}
          icon={<CopyOutlined />}
          onClick={() => void action.run(() => copyModule(module.moduleId), t('modules.copied'))}
        />
        <IconAction
          label={t('modules.moveUp', { name })}
          icon={<ArrowUpOutlined />}
          onClick={() => reorder(stepOrder(rows, module.moduleId, -1))}
        />
        <IconAction
          label={t('modules.moveDown', { name })}
          icon={<ArrowDownOutlined />}
          onClick={() => reorder(stepOrder(rows, module.moduleId, 1))}
        />
        {module.handlerUserId !== null && (
          <IconAction
            label={t('modules.clearHandlerOf', { name })}
            icon={<UserDeleteOutlined />}
            onClick={() => void action.run(() => clearModuleHandler(module.moduleId), t('common.saved'))}
          />
        )}
        <Popconfirm
          title={t('common.confirmDelete', { name })}
          onConfirm={() => action.run(() => removeModule(module.moduleId), t('common.deleted'))}
        >
          {/* The button opens the confirmation; the span keeps the click from also toggling the tree node. */}
          <span onClick={(event) => event.stopPropagation()}>
            <IconAction label={t('modules.deleteOf', { name })} icon={<DeleteOutlined />} danger />
          </span>
        </Popconfirm>
      </Space>
    );
  }

  function treeData(nodes: ModuleNode[]): TreeDataNode[] {
    return nodes.map(({ module, children }) => ({
      key: module.moduleId,
      title: (
        <Space size="small" wrap>
          <span>
            <Typography.Text type="secondary">{module.serialNo}.</Typography.Text> {module.moduleName}
          </span>
          {module.handlerName && <Tag>{t('modules.handlerOf', { name: module.handlerName })}</Tag>}
          {canManage && actions(module)}
        </Space>
      ),
      children: treeData(children),
    }));
  }

  const onDrop: TreeProps['onDrop'] = (info) => {
    const path = info.node.pos.split('-');
    const relative = info.dropPosition - Number(path[path.length - 1]);
    let where: 'before' | 'after' | 'inside' = 'inside';
    if (info.dropToGap) where = relative < 0 ? 'before' : 'after';
    reorder(dropOrder(rows, Number(info.dragNode.key), Number(info.node.key), where));
  };

  const memberList = members.data ?? [];
  return (
    <section aria-label={t('modules.title')}>
      {canManage ? (
        <Space wrap style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'add', parent: null })}>
            {t('modules.addRoot')}
          </Button>
          <Button onClick={() => setImportOpen(true)}>{t('modules.import')}</Button>
          <Button disabled={checked.length === 0} onClick={() => setBatchOpen(true)}>
            {t('modules.batchHandler', { count: checked.length })}
          </Button>
          <Typography.Text type="secondary">{t('modules.dragHint')}</Typography.Text>
        </Space>
      ) : (
        <Typography.Paragraph type="secondary">{t('common.readOnly')}</Typography.Paragraph>
      )}
      <Spin spinning={modules.isLoading || action.busy}>
        {rows.length === 0 && !modules.isLoading ? (
          <Empty description={t('common.empty')} />
        ) : (
          <Tree
            aria-label={t('modules.tree')}
            blockNode
            expandedKeys={rows.map((row) => row.moduleId).filter((id) => !collapsed.has(id))}
            onExpand={(keys) => {
              const open = new Set(keys.map(Number));
              setCollapsed(new Set(rows.map((row) => row.moduleId).filter((id) => !open.has(id))));
            }}
            selectable={false}
            checkable={canManage}
            checkStrictly
            draggable={canManage}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(Number))}
            onDrop={onDrop}
            treeData={treeData(buildModuleTree(rows))}
          />
        )}
      </Spin>
      {canManage && (
        <>
          <ModuleDialog
            projectId={projectId}
            editing={editing}
            members={memberList}
            onClose={() => setEditing(null)}
            onSaved={refresh}
          />
          <BatchHandlerDialog
            projectId={projectId}
            moduleIds={checked}
            open={batchOpen}
            members={memberList}
            onClose={() => setBatchOpen(false)}
            onSaved={async () => {
              setChecked([]);
              await refresh();
            }}
          />
          <ModuleImportDialog
            projectId={projectId}
            open={importOpen}
            onClose={() => setImportOpen(false)}
            onImported={refresh}
          />
        </>
      )}
    </section>
  );
}
