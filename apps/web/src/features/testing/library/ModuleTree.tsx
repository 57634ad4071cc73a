import { DeleteOutlined, EditOutlined, FolderAddOutlined } from '@ant-design/icons';
import { TEST_MODULE_NAME_MAX, type TestModuleNode, type TestModuleTree } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Modal, Space, Tooltip, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTestModule, deleteTestModule, renameTestModule } from '../../../api/testing';
import { testingKeys } from '../queries';
import { useWrite } from '../../../ui/useWrite';

/** What the case list shows: everything, the root's own cases, or one module with its sub-modules. */
export type ModuleChoice = 'all' | 'root' | number;

function toNodes(nodes: TestModuleNode[]): DataNode[] {
  return nodes.map((node) => ({
    key: node.moduleId,
    title: `${node.name} (${String(node.caseCount)})`,
    children: toNodes(node.children),
  }));
}

export function findModule(nodes: TestModuleNode[], moduleId: number): TestModuleNode | undefined {
  for (const node of nodes) {
    if (node.moduleId === moduleId) return node;
    const found = findModule(node.children, moduleId);
    if (found) return found;
  }
  return undefined;
}

/** The library's own module tree (spec point 2 "testLibrary"): choose, add, rename and delete modules. */
export function ModuleTree({
  projectId,
  tree,
  chosen,
  onChoose,
}: {
  projectId: number;
  tree: TestModuleTree;
  chosen: ModuleChoice;
  onChoose: (choice: ModuleChoice) => void;
}) {
  const { t } = useTranslation('testing');
  const { modal } = App.useApp();
  const client = useQueryClient();
  const [editing, setEditing] = useState<{ mode: 'add' | 'rename'; name: string } | null>(null);
  const chosenModule = typeof chosen === 'number' ? findModule(tree.modules, chosen) : undefined;
  const refresh = () => client.invalidateQueries({ queryKey: testingKeys.all(projectId) });

  const save = useWrite({
    write: async (name: string) => {
      if (editing?.mode === 'rename' && chosenModule) {
        await renameTestModule({ projectId, moduleId: chosenModule.moduleId, name });
      } else {
        const added = await addTestModule({ projectId, parentId: chosenModule?.moduleId ?? null, name });
        onChoose(added.data.moduleId);
      }
    },
    onSuccess: async () => {
      setEditing(null);
      await refresh();
    },
  });
  const remove = () => {
    if (!chosenModule) return;
    modal.confirm({
      title: t('library.deleteModuleConfirm', { name: chosenModule.name }),
      onOk: async () => {
        await deleteTestModule(projectId, chosenModule.moduleId);
        onChoose('all');
        await refresh();
      },
    });
  };

  const treeData: DataNode[] = [
    { key: 'all', title: t('library.root') },
    { key: 'root', title: `${t('library.rootCases')} (${String(tree.rootCaseCount)})` },
    ...toNodes(tree.modules),
  ];
  return (
    <Card
      size="small"
      title={t('library.modules')}
      extra={
        <Space size={4}>
          <Tooltip title={chosenModule ? t('library.addSubModule') : t('library.addModule')}>
            <Button
              size="small"
              type="text"
              icon={<FolderAddOutlined />}
              aria-label={chosenModule ? t('library.addSubModule') : t('library.addModule')}
              onClick={() => setEditing({ mode: 'add', name: '' })}
            />
          </Tooltip>
          <Tooltip title={t('library.renameModule')}>
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              aria-label={t('library.renameModule')}
              disabled={!chosenModule}
              onClick={() => setEditing({ mode: 'rename', name: chosenModule?.name ?? '' })}
            />
          </Tooltip>
          <Tooltip title={t('library.deleteModule')}>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('library.deleteModule')}
              disabled={!chosenModule}
              onClick={remove}
            />
          </Tooltip>
        </Space>
      }
    >
      <Tree
        blockNode
        defaultExpandAll
        treeData={treeData}
        selectedKeys={[chosen]}
        onSelect={(keys) => {
          const [key] = keys;
          if (key !== undefined) onChoose(key === 'all' || key === 'root' ? key : Number(key));
        }}
        data-testid="test-module-tree"
      />
      <Modal
        open={editing !== null}
        title={editing?.mode === 'rename' ? t('library.renameModule') : t('library.addModule')}
        onCancel={() => setEditing(null)}
        okButtonProps={{ htmlType: 'submit', form: 'test-module-form', loading: save.isPending }}
        destroyOnHidden
      >
        <Form
          id="test-module-form"
          layout="vertical"
          initialValues={{ name: editing?.name ?? '' }}
          onFinish={(values: { name: string }) => save.mutate(values.name.trim())}
        >
          <Form.Item
            name="name"
            label={t('library.moduleName')}
            rules={[{ required: true, whitespace: true }, { max: TEST_MODULE_NAME_MAX }]}
          >
            <Input autoFocus maxLength={TEST_MODULE_NAME_MAX} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
