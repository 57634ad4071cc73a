import { NOTICE_CONTENT_MAX, NOTICE_STATUSES, NOTICE_TITLE_MAX_BYTES, type ProjectNotice } from '@questline/contract';
import { Button, DatePicker, Form, Input, Modal, Radio, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addNotice, editNotice, removeNotice } from '../../api/projectSettings';
import { byteRules, ruleMessage } from './formRules';
import { settingsKeys, useNotices } from './queries';
import { EditDeleteActions } from './EditDeleteActions';
import { useSettingsAction } from './useSettingsAction';
import { listStatus } from '../../ui/queryStatus';
import { formatInstant, INSTANT_FORMATS } from '../../ui/format';

interface NoticeValues {
  noticeTitle: string;
  noticeContent?: string;
  publishTime: Dayjs | null;
  status: 0 | 1;
}

/**
 * Project notices (spec point 4 "Project notice": unpublished or published). Admins see and manage all;
 * other members get only the published ones whose time has come, read-only (ADR 0018).
 */
export function NoticesTab({ projectId, canManage }: { projectId: number; canManage: boolean }) {
  const { t } = useTranslation('projectSettings');
  const notices = useNotices(projectId);
  const action = useSettingsAction(settingsKeys.notices(projectId));
  const [editing, setEditing] = useState<ProjectNotice | 'new' | null>(null);
  const [form] = Form.useForm<NoticeValues>();

  function open(target: ProjectNotice | 'new') {
    setEditing(target);
    form.setFieldsValue(
      target === 'new'
        ? { noticeTitle: '', noticeContent: '', publishTime: dayjs(), status: NOTICE_STATUSES.unpublished }
        : {
            noticeTitle: target.noticeTitle,
            noticeContent: target.noticeContent,
            publishTime: dayjs(target.publishTime),
            status: target.status,
          },
    );
  }

  async function save(values: NoticeValues) {
    const body = {
      noticeTitle: values.noticeTitle.trim(),
      noticeContent: values.noticeContent ?? '',
      publishTime: (values.publishTime ?? dayjs()).toISOString(),
      status: values.status,
    };
    const saved = await action.run(
      () =>
        editing === 'new' || editing === null
          ? addNotice({ projectId, ...body })
          : editNotice({ noticeId: editing.noticeId, ...body }),
      t('common.saved'),
    );
    if (saved) setEditing(null);
  }

  function togglePublished(notice: ProjectNotice) {
    const status =
      notice.status === NOTICE_STATUSES.published ? NOTICE_STATUSES.unpublished : NOTICE_STATUSES.published;
    void action.run(
      () =>
        editNotice({
          noticeId: notice.noticeId,
          noticeTitle: notice.noticeTitle,
          noticeContent: notice.noticeContent,
          publishTime: notice.publishTime,
          status,
        }),
      t('common.saved'),
    );
  }

  const titleLabel = t('notices.noticeTitle');
  const timeLabel = t('notices.publishTime');
  return (
    <section aria-label={t('notices.title')}>
      {canManage ? (
        <Button type="primary" onClick={() => open('new')} style={{ marginBottom: 16 }}>
          {t('notices.add')}
        </Button>
      ) : null}
      <Table<ProjectNotice>
        rowKey="noticeId"
        dataSource={notices.data ?? []}
        pagination={false}
        {...listStatus(notices, t('common.empty'))}
        expandable={{
          expandedRowRender: (notice) => (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {notice.noticeContent}
            </Typography.Paragraph>
          ),
        }}
        columns={[
          { title: titleLabel, dataIndex: 'noticeTitle' },
          {
            title: timeLabel,
            dataIndex: 'publishTime',
            width: 170,
            render: (value: string) => formatInstant(value),
          },
          ...(canManage
            ? [
                {
                  title: t('notices.status'),
                  dataIndex: 'status',
                  width: 110,
                  render: (status: number) =>
                    status === NOTICE_STATUSES.published ? (
                      <Tag color="green">{t('notices.published')}</Tag>
                    ) : (
                      <Tag>{t('notices.unpublished')}</Tag>
                    ),
                },
              ]
            : []),
          { title: t('notices.creator'), dataIndex: 'createByName', width: 140 },
          ...(canManage
            ? [
                {
                  title: t('common.actions'),
                  key: 'actions',
                  width: 220,
                  render: (_: unknown, notice: ProjectNotice) => {
                    const published = notice.status === NOTICE_STATUSES.published;
                    return (
                      <EditDeleteActions
                        editLabel={t('notices.editOf', { name: notice.noticeTitle })}
                        deleteLabel={t('notices.deleteOf', { name: notice.noticeTitle })}
                        confirmTitle={t('common.confirmDelete', { name: notice.noticeTitle })}
                        onEdit={() => open(notice)}
                        onDelete={() => action.run(() => removeNotice(notice.noticeId), t('common.deleted'))}
                        before={
                          <Button
                            type="link"
                            size="small"
                            aria-label={t(published ? 'notices.unpublishOf' : 'notices.publishOf', {
                              name: notice.noticeTitle,
                            })}
                            onClick={() => togglePublished(notice)}
                          >
                            {t(published ? 'notices.unpublish' : 'notices.publish')}
                          </Button>
                        }
                      />
                    );
                  },
                },
              ]
            : []),
        ]}
      />
      {canManage && (
        <Modal
          open={editing !== null}
          title={editing === 'new' ? t('notices.add') : t('notices.editOf', { name: editing?.noticeTitle ?? '' })}
          okText={t('common.save')}
          cancelText={t('common.cancel')}
          confirmLoading={action.busy}
          onOk={() => form.submit()}
          onCancel={() => setEditing(null)}
          forceRender
        >
          <Form<NoticeValues>
            name="projectNotice"
            form={form}
            layout="vertical"
            onFinish={(values) => void save(values)}
          >
            <Form.Item name="noticeTitle" label={titleLabel} rules={byteRules(titleLabel, NOTICE_TITLE_MAX_BYTES)}>
              <Input />
            </Form.Item>
            <Form.Item name="noticeContent" label={t('notices.content')}>
              <Input.TextArea rows={5} maxLength={NOTICE_CONTENT_MAX} showCount />
            </Form.Item>
            <Form.Item
              name="publishTime"
              label={timeLabel}
              rules={[{ required: true, message: ruleMessage('fieldRequired', { field: timeLabel }) }]}
            >
              <DatePicker showTime={{ format: INSTANT_FORMATS.clock }} format={INSTANT_FORMATS.minute} />
            </Form.Item>
            <Form.Item name="status" label={t('notices.status')}>
              <Radio.Group
                options={[
                  { value: NOTICE_STATUSES.unpublished, label: t('notices.unpublished') },
                  { value: NOTICE_STATUSES.published, label: t('notices.published') },
                ]}
              />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </section>
  );
}
