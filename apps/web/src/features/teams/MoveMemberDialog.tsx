import type { TeamDept, TeamMember } from '@questline/contract';
import { Form, Modal, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const NONE = 0;

interface MoveMemberDialogProps {
  member: TeamMember;
  tree: TeamDept[];
  /** Starts the move and calls `saved` once it succeeded (the dialog closes); a refusal keeps it open. */
  onSave: (deptId: number | null, saved: () => void) => void;
  onClose: () => void;
}

interface Option {
  value: number;
  title: string;
  children: Option[];
}

const options = (nodes: TeamDept[]): Option[] =>
  nodes.map((node) => ({ value: node.deptId, title: node.name, children: options(node.children) }));

/** Another department of the same team, or none. */
export function MoveMemberDialog({ member, tree, onSave, onClose }: MoveMemberDialogProps) {
  const { t } = useTranslation('teams');
  const [target, setTarget] = useState<number>(member.deptId ?? NONE);

  return (
    <Modal
      title={t('members.moveTitle', { name: member.nickName })}
      open
      onOk={() => onSave(target === NONE ? null : target, onClose)}
      onCancel={onClose}
      okText={t('ok')}
      cancelText={t('cancel')}
    >
      <Form layout="vertical">
        <Form.Item label={t('members.dept')} htmlFor="move-member-dept">
          <TreeSelect<number>
            id="move-member-dept"
            value={target}
            onChange={setTarget}
            treeDefaultExpandAll
            treeData={[{ value: NONE, title: t('members.noDept'), children: [] }, ...options(tree)]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
