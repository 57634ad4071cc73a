import type { UpdateLogBody, UpdateLogEntry } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Popconfirm, Result, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addUpdateLog, deleteUpdateLog, editUpdateLog, getUpdateLog, getUpdateLogYears } from '../../api/portal';
import { currentLocale } from '../../i18n';
import { useSession } from '../../session/store';
import { calendarDay } from '../../ui/format';
import { useWrite } from '../../ui/useWrite';

type Draft = Omit<UpdateLogBody, 'locale'>;

/**
 * /updateLogManage: the platform administrator's editing of the portal's update log (ADR 0028), in the
 * interface language; the server checks the role on every call, this page only spares others the form.
 */
export default function UpdateLogManagePage() {
  const { t } = useTranslation('portal');
  const session = useSession();
  const client = useQueryClient();
  const [form] = Form.useForm<Draft>();
  const [editing, setEditing] = useState<UpdateLogEntry | 'new'>();
  const [chosenYear, setChosenYear] = useState<number>();
  const locale = currentLocale();
  const isAdmin = session?.roles.includes('admin') ?? false;

  const years = useQuery({
    queryKey: ['updateLogManage', 'years', locale],
    queryFn: async () => (await getUpdateLogYears()).data,
    enabled: isAdmin,
  });
  const year = chosenYear ?? years.data?.[0] ?? new Date().getFullYear();
  const entries = useQuery({
    queryKey: ['updateLogManage', 'entries', locale, year],
    queryFn: async () => (await getUpdateLog(year)).data,
    enabled: isAdmin,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['updateLogManage'] });
  const save = useWrite({
    write: async (draft: Draft) => {
      const body = { ...draft, locale };
      if (editing === 'new' || editing === undefined) await addUpdateLog(body);
      else await editUpdateLog({ ...body, id: editing.id });
    },
    onSuccess: async () => {
      setEditing(undefined);
      await refresh();
    },
  });
  const remove = useWrite({ write: deleteUpdateLog, onSuccess: refresh });

  if (!isAdmin) return <Result status="403" title={t('manage.forbidden')} />;

  const open = (entry: UpdateLogEntry | 'new') => {
    setEditing(entry);
    form.setFieldsValue(
      entry === 'new'
        ? { day: calendarDay(), summary: '', content: '' }
        : { day: entry.day, summary: entry.summary, content: entry.content },
    );
  };

  return (
    <Card
      title={t('manage.title', { language: t(`common:languages.${locale}`) })}
      extra={
        <Space>
          <Select
            aria-label={t('updateLog.year')}
            value={year}
            onChange={setChosenYear}
            options={(years.data ?? [year]).map((value) => ({ value, label: value }))}
          />
          <Button type="primary" onClick={() => open('new')}>
            {t('manage.add')}
          </Button>
        </Space>
      }
    >
      <Table<UpdateLogEntry>
        rowKey="id"
        loading={entries.isPending}
        dataSource={entries.data ?? []}
        pagination={false}
        columns={[
          { title: t('manage.day'), dataIndex: 'day', width: 140 },
          { title: t('manage.summary'), dataIndex: 'summary' },
          {
            title: t('manage.actions'),
            width: 180,
            render: (_, entry) => (
              <Space>
                <Button size="small" onClick={() => open(entry)}>
                  {t('manage.edit')}
                </Button>
                <Popconfirm title={t('manage.confirmDelete')} onConfirm={() => remove.mutate(entry.id)}>
                  <Button size="small" danger>
                    {t('manage.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== undefined}
        title={t(editing === 'new' ? 'manage.add' : 'manage.edit')}
        okText={t('manage.save')}
        cancelText={t('price.close')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(undefined)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(draft) => save.mutate(draft)}>
          <Form.Item name="day" label={t('manage.day')} rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/ }]}>
            <Input placeholder="2026-11-24" />
          </Form.Item>
          <Form.Item name="summary" label={t('manage.summary')} rules={[{ required: true, max: 200 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="content" label={t('manage.content')} rules={[{ required: true }]}>
            <Input.TextArea rows={8} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
