import {
  BugOutlined,
  CrownOutlined,
  FlagOutlined,
  GiftOutlined,
  RocketOutlined,
  StarOutlined,
  TagOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { type ProjectVersion, VERSION_ICONS, VERSION_NAME_MAX, type VersionIcon } from '@questline/contract';
import { Button, Form, Input, Modal, Radio, Table, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addVersion, editVersion, removeVersion } from '../../api/projectSettings';
import { nameRules } from './formRules';
import { settingsKeys, useVersions } from './queries';
import { EditDeleteActions } from './EditDeleteActions';
import { useSettingsAction } from './useSettingsAction';
import { listStatus } from '../../ui/queryStatus';

/** The drawing of each icon name a version may carry (spec point 3 "versions with icons"). */
export const versionIcons: Record<VersionIcon, ReactNode> = {
  tag: <TagOutlined />,
  flag: <FlagOutlined />,
  rocket: <RocketOutlined />,
  star: <StarOutlined />,
  bug: <BugOutlined />,
  gift: <GiftOutlined />,
  thunderbolt: <ThunderboltOutlined />,
  crown: <CrownOutlined />,
};

interface VersionValues {
  versionName: string;
  icon: VersionIcon;
}

/** The project's versions with their icons; admins add, rename, re-icon and delete them. */
export function VersionsTab({ projectId, canManage }: { projectId: number; canManage: boolean }) {
  const { t } = useTranslation('projectSettings');
  const versions = useVersions(projectId);
  const action = useSettingsAction(settingsKeys.versions(projectId));
  const [editing, setEditing] = useState<ProjectVersion | 'new' | null>(null);
  const [form] = Form.useForm<VersionValues>();

  function open(target: ProjectVersion | 'new') {
    setEditing(target);
    form.setFieldsValue(
      target === 'new' ? { versionName: '', icon: 'tag' } : { versionName: target.versionName, icon: target.icon },
    );
  }

  async function save(values: VersionValues) {
    const versionName = values.versionName.trim();
    const saved = await action.run(
      () =>
        editing === 'new' || editing === null
          ? addVersion({ projectId, versionName, icon: values.icon })
          : editVersion({ versionId: editing.versionId, versionName, icon: values.icon }),
      t('common.saved'),
    );
    if (saved) setEditing(null);
  }

  return (
    <section aria-label={t('versions.title')}>
      {canManage ? (
        <Button type="primary" onClick={() => open('new')} style={{ marginBottom: 16 }}>
          {t('versions.add')}
        </Button>
      ) : (
        <Typography.Paragraph type="secondary">{t('common.readOnly')}</Typography.Paragraph>
      )}
      <Table<ProjectVersion>
        rowKey="versionId"
        dataSource={versions.data ?? []}
        pagination={false}
        {...listStatus(versions, t('common.empty'))}
        columns={[
          {
            title: t('versions.icon'),
            dataIndex: 'icon',
            width: 80,
            render: (icon: VersionIcon) => (
              <span role="img" aria-label={t(`versions.icons.${icon}`)}>
                {versionIcons[icon]}
              </span>
            ),
          },
          { title: t('versions.name'), dataIndex: 'versionName' },
          ...(canManage
            ? [
                {
                  title: t('common.actions'),
                  key: 'actions',
                  width: 160,
                  render: (_: unknown, version: ProjectVersion) => (
                    <EditDeleteActions
                      editLabel={t('versions.editOf', { name: version.versionName })}
                      deleteLabel={t('versions.deleteOf', { name: version.versionName })}
                      confirmTitle={t('common.confirmDelete', { name: version.versionName })}
                      onEdit={() => open(version)}
                      onDelete={() => action.run(() => removeVersion(version.versionId), t('common.deleted'))}
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
          title={editing === 'new' ? t('versions.add') : t('versions.editOf', { name: editing?.versionName ?? '' })}
          okText={t('common.save')}
          cancelText={t('common.cancel')}
          confirmLoading={action.busy}
          onOk={() => form.submit()}
          onCancel={() => setEditing(null)}
          destroyOnHidden
          forceRender
        >
          <Form<VersionValues>
            name="projectVersion"
            form={form}
            layout="vertical"
            onFinish={(values) => void save(values)}
          >
            <Form.Item
              name="versionName"
              label={t('versions.name')}
              rules={nameRules(t('versions.name'), VERSION_NAME_MAX)}
            >
              <Input maxLength={VERSION_NAME_MAX} showCount />
            </Form.Item>
            <Form.Item name="icon" label={t('versions.icon')}>
              <Radio.Group optionType="button">
                {VERSION_ICONS.map((icon) => (
                  <Radio.Button key={icon} value={icon}>
                    {versionIcons[icon]} {t(`versions.icons.${icon}`)}
                  </Radio.Button>
                ))}
              </Radio.Group>
            </Form.Item>
          </Form>
        </Modal>
      )}
    </section>
  );
}
