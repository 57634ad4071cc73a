import type { TeamDept } from '@questline/contract';
import { Form, Modal, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { branchIds } from './deptTree';

const TOP = 0;

interface MoveDeptDialogProps {
  open: boolean;
  tree: TeamDept[];
  dept: TeamDept;
  /** Starts the move and calls `saved` once it succeeded (the dialog closes); a refusal keeps it open. */
  onSave: (parentId: number | null, saved: () => void) => void;
  onClose: () => void;
}

interface Option {
  value: number;
  title: string;
  disabled: boolean;
  children: Option[];
}

/** Moving by keyboard what the tree moves by dragging; the department's own branch cannot be picked. */
export function MoveDeptDialog({ open, tree, dept, onSave, onClose }: MoveDeptDialogProps) {
  const { t } = useTranslation('teams');
  const [parent, setParent] = useState<number>(dept.parentId ?? TOP);
  const blocked = new Set(branchIds(dept));
  const options = (nodes: TeamDept[]): Option[] =>
    nodes.map((node) => ({
      value: node.deptId,
      title: node.name,
      disabled: blocked.has(node.deptId),
      children: options(node.children),
    }));

  return (
    <Modal
      title={t('dept.moveTo')}
      open={open}
      onOk={() => onSave(parent === TOP ? null : parent, onClose)}
      onCancel={onClose}
      okText={t('ok')}
      cancelText={t('cancel')}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('dept.parent')} htmlFor="move-dept-parent">
          <TreeSelect<number>
            id="move-dept-parent"
            value={parent}
            onChange={setParent}
            treeDefaultExpandAll
            treeData={[{ value: TOP, title: t('dept.topLevel'), disabled: false, children: [] }, ...options(tree)]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
