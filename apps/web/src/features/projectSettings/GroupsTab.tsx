import { GROUP_NAME_MAX, type ProjectGroup } from '@questline/contract';
import { Button, Form, Input, Modal, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addGroup, editGroup, removeGroup } from '../../api/projectSettings';
import { nameRules } from './formRules';
import { settingsKeys, useGroups, useProjectMembers } from './queries';
import { EditDeleteActions } from './EditDeleteActions';
import { useSettingsAction } from './useSettingsAction';
import { listStatus } from '../../ui/queryStatus';

interface GroupValues {
  groupName: string;
  memberIds: number[];
}

/** Named sets of project members (ADR 0018); admins add, change and delete them. */
export function GroupsTab({ projectId, canManage }: { projectId: number; canManage: boolean }) {
  const { t } = useTranslation('projectSettings');
  const groups = useGroups(projectId);
  const members = useProjectMembers(projectId);
  const action = useSettingsAction(settingsKeys.groups(projectId));
  const [editing, setEditing] = useState<ProjectGroup | 'new' | null>(null);
  const [form] = Form.useForm<GroupValues>();
  const nameOf = new Map((members.data ?? []).map((member) => [member.userId, member.userName]));

  function open(target: ProjectGroup | 'new') {
    setEditing(target);
    form.setFieldsValue(
      target === 'new'
        ? { groupName: '', memberIds: [] }
        : { groupName: target.groupName, memberIds: target.memberIds },
    );
  }

  async function save(values: GroupValues) {
    const body = { groupName: values.groupName.trim(), memberIds: values.memberIds };
    const saved = await action.run(
      () =>
        editing === 'new' || editing === null
          ? addGroup({ projectId, ...body })
          : editGroup({ groupId: editing.groupId, ...body }),
      t('common.saved'),
    );
    if (saved) setEditing(null);
  }

  return (
    <section aria-label={t('groups.title')}>
      {canManage ? (
        <Button type="primary" onClick={() => open('new')} style={{ marginBottom: 16 }}>
          {t('groups.add')}
        </Button>
      ) : (
        <Typography.Paragraph type="secondary">{t('common.readOnly')}</Typography.Paragraph>
      )}
      <Table<ProjectGroup>
        rowKey="groupId"
        dataSource={groups.data ?? []}
        pagination={false}
        {...listStatus(groups, t('common.empty'))}
        columns={[
          { title: t('groups.name'), dataIndex: 'groupName', width: 200 },
          {
            title: t('groups.members'),
            dataIndex: 'memberIds',
            render: (ids: number[]) =>
              ids.length === 0 ? (
                <Typography.Text type="secondary">{t('groups.noMembers')}</Typography.Text>
              ) : (
                ids.map((id) => <Tag key={id}>{nameOf.get(id) ?? `#${String(id)}`}</Tag>)
              ),
          },
          ...(canManage
            ? [
                {
                  title: t('common.actions'),
                  key: 'actions',
                  width: 160,
                  render: (_: unknown, group: ProjectGroup) => (
                    <EditDeleteActions
                      editLabel={t('groups.editOf', { name: group.groupName })}
                      deleteLabel={t('groups.deleteOf', { name: group.groupName })}
                      confirmTitle={t('common.confirmDelete', { name: group.groupName })}
                      onEdit={() => open(group)}
                      onDelete={() => action.run(() => removeGroup(group.groupId), t('common.deleted'))}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {canManage && (
        <Modal
          open={editing !== null}
          title={editing === 'new' ? t('groups.add') : t('groups.editOf', { name: editing?.groupName ?? '' })}
          okText={t('common.save')}
          cancelText={t('common.cancel')}
          confirmLoading={action.busy}
          onOk={() => form.submit()}
          onCancel={() => setEditing(null)}
          destroyOnHidden
          forceRender
        >
          <Form<GroupValues> name="projectGroup" form={form} layout="vertical" onFinish={(values) => void save(values)}>
            <Form.Item name="groupName" label={t('groups.name')} rules={nameRules(t('groups.name'), GROUP_NAME_MAX)}>
              <Input maxLength={GROUP_NAME_MAX} showCount />
            </Form.Item>
            <Form.Item name="memberIds" label={t('groups.members')}>
              <Select
                mode="multiple"
                loading={members.isLoading}
                optionFilterProp="label"
                options={(members.data ?? []).map((member) => ({ value: member.userId, label: member.userName }))}
              />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </section>
  );
}
