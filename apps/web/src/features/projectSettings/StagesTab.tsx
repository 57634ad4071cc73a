import { ArrowDownOutlined, ArrowUpOutlined, LockOutlined } from '@ant-design/icons';
import { type IterationStage, STAGE_NAME_MAX } from '@questline/contract';
import { Button, Form, Input, Modal, Space, Spin, Tag, Typography } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addStage, removeStage, renameStage, sortStages } from '../../api/projectSettings';
import { Popconfirm } from '../../ui/Popconfirm';
import { nameRules } from './formRules';
import { settingsKeys, useStages } from './queries';
import { useSettingsAction } from './useSettingsAction';

/** The user stages with one moved a place up (-1) or down (+1); the fixed ones never move (spec point 4). */
export function movedStageIds(stages: IterationStage[], stageId: number, step: -1 | 1): number[] {
  const ids = stages.filter((stage) => stage.fixed === null).map((stage) => stage.stageId);
  const from = ids.indexOf(stageId);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to] ?? stageId, stageId];
  return ids;
}

const listStyle: CSSProperties = {
  maxWidth: 560,
  margin: '0 0 16px',
  padding: 0,
  listStyle: 'none',
  border: '1px solid #d9d9d9',
  borderRadius: 8,
  background: '#fff',
};
const itemStyle: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  minHeight: 48,
  padding: '8px 16px',
  borderBottom: '1px solid #f0f0f0',
};

/** Iteration stages in order: "not started" first and "completed" last, locked; admins manage the rest. */
export function StagesTab({ projectId, canManage }: { projectId: number; canManage: boolean }) {
  const { t } = useTranslation('projectSettings');
  const stages = useStages(projectId);
  const action = useSettingsAction(settingsKeys.stagesOfEveryLanguage(projectId));
  const [renaming, setRenaming] = useState<IterationStage | null>(null);
  const [addForm] = Form.useForm<{ stageName: string }>();
  const [renameForm] = Form.useForm<{ stageName: string }>();
  const list = stages.data ?? [];
  const userStages = list.filter((stage) => stage.fixed === null);

  async function add(values: { stageName: string }) {
    if (await action.run(() => addStage(projectId, values.stageName.trim()), t('common.saved'))) addForm.resetFields();
  }

  async function rename(values: { stageName: string }) {
    if (!renaming) return;
    const done = await action.run(() => renameStage(renaming.stageId, values.stageName.trim()), t('common.saved'));
    if (done) setRenaming(null);
  }

  function move(stage: IterationStage, step: -1 | 1) {
    void action.run(() => sortStages(projectId, movedStageIds(list, stage.stageId, step)), t('stages.moved'));
  }

  return (
    <section aria-label={t('stages.title')}>
      {!canManage && <Typography.Paragraph type="secondary">{t('common.readOnly')}</Typography.Paragraph>}
      <Spin spinning={stages.isLoading}>
        <ol aria-label={t('stages.list')} className="stage-list" style={listStyle}>
          {list.map((stage) => {
            const position = userStages.indexOf(stage);
            const locked = stage.fixed !== null;
            return (
              <li key={stage.stageId} style={itemStyle}>
                <Space>
                  {locked && <LockOutlined aria-hidden />}
                  <span>{stage.stageName}</span>
                  {locked && <Tag>{t('stages.fixed')}</Tag>}
                </Space>
                {canManage && !locked && (
                  <Space size="small">
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('stages.moveUp', { name: stage.stageName })}
                      disabled={position === 0}
                      onClick={() => move(stage, -1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('stages.moveDown', { name: stage.stageName })}
                      disabled={position === userStages.length - 1}
                      onClick={() => move(stage, 1)}
                    />
                    <Button
                      type="link"
                      size="small"
                      aria-label={t('stages.renameOf', { name: stage.stageName })}
                      onClick={() => {
                        setRenaming(stage);
                        renameForm.setFieldsValue({ stageName: stage.stageName });
                      }}
                    >
                      {t('common.edit')}
                    </Button>
                    <Popconfirm
                      title={t('common.confirmDelete', { name: stage.stageName })}
                      onConfirm={() => action.run(() => removeStage(stage.stageId), t('common.deleted'))}
                    >
                      <Button
                        type="link"
                        size="small"
                        danger
                        aria-label={t('stages.deleteOf', { name: stage.stageName })}
                      >
                        {t('common.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                )}
              </li>
            );
          })}
        </ol>
      </Spin>
      {canManage && (
        <Form name="stageAdd" form={addForm} layout="inline" onFinish={(values) => void add(values)}>
          <Form.Item name="stageName" label={t('stages.newName')} rules={nameRules(t('stages.name'), STAGE_NAME_MAX)}>
            <Input maxLength={STAGE_NAME_MAX} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={action.busy}>
            {t('stages.add')}
          </Button>
        </Form>
      )}
      {canManage && (
        <Modal
          open={renaming !== null}
          title={t('stages.renameOf', { name: renaming?.stageName ?? '' })}
          okText={t('common.save')}
          cancelText={t('common.cancel')}
          confirmLoading={action.busy}
          onOk={() => renameForm.submit()}
          onCancel={() => setRenaming(null)}
          forceRender
        >
          <Form name="stageRename" form={renameForm} layout="vertical" onFinish={(values) => void rename(values)}>
            <Form.Item name="stageName" label={t('stages.name')} rules={nameRules(t('stages.name'), STAGE_NAME_MAX)}>
              <Input maxLength={STAGE_NAME_MAX} showCount />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </section>
  );
}
