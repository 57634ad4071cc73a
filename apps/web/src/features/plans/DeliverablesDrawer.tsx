import { type PlanItemRow, isWebLink } from '@questline/contract';
import { Button, Drawer, Flex, Form, Input, List, Tag, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { addDeliverableLink, removeDeliverable, uploadDeliverable } from '../../api/plans';
import { Popconfirm } from '../../ui/Popconfirm';
import { planKeys, useDeliverables } from './queries';
import { listStatus } from '../../ui/queryStatus';
import { formatInstant } from '../../ui/format';
import { settled, useWrite } from '../../ui/useWrite';

interface LinkValues {
  fileName: string;
  url: string;
}

/**
 * A plan's or milestone's deliverables (issue 13): links open in a new tab, files download through the member
 * check; administrators add a link (format checked, file name required: spec point 5), upload a file or remove.
 */
export function DeliverablesDrawer({
  projectId,
  plan,
  canManage,
  onClose,
}: {
  projectId: number;
  plan: PlanItemRow;
  canManage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('plans');
  const deliverables = useDeliverables(projectId, plan.planId);
  const [form] = Form.useForm<LinkValues>();
  // The drawer's three writes (add a link, upload a file, remove one), each said with its own text once done.
  const change = useWrite({
    write: ({ work }: { work: () => Promise<unknown>; done: string }) => work(),
    success: (_answer, { done }) => done,
    refresh: [planKeys.all(projectId)],
  });

  function addLink(values: LinkValues) {
    const body = { projectId, planId: plan.planId, fileName: values.fileName.trim(), url: values.url.trim() };
    change.mutate(
      { work: () => addDeliverableLink(body), done: t('drawer.added') },
      { onSuccess: () => form.resetFields() },
    );
  }

  return (
    <Drawer open width={520} title={t('drawer.title', { name: plan.planName })} onClose={onClose}>
      <List
        dataSource={deliverables.data ?? []}
        {...listStatus(deliverables, t('drawer.empty'))}
        data-testid="deliverable-list"
        renderItem={(item) => (
          <List.Item
            actions={[
              <Typography.Link
                key="open"
                href={item.url}
                target={item.kind === 'link' ? '_blank' : undefined}
                rel="noreferrer"
                download={item.kind === 'file' ? item.fileName : undefined}
                aria-label={`${item.kind === 'link' ? t('drawer.open') : t('drawer.download')} ${item.fileName}`}
              >
                {item.kind === 'link' ? t('drawer.open') : t('drawer.download')}
              </Typography.Link>,
              ...(canManage
                ? [
                    <Popconfirm
                      key="remove"
                      title={t('drawer.removeConfirm', { name: item.fileName })}
                      onConfirm={() =>
                        settled(
                          change.mutateAsync({
                            work: () => removeDeliverable(projectId, item.deliverableId),
                            done: t('drawer.remove'),
                          }),
                        )
                      }
                    >
                      <Button type="link" danger size="small" aria-label={`${t('drawer.remove')} ${item.fileName}`}>
                        {t('drawer.remove')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []),
            ]}
          >
            <List.Item.Meta
              title={
                <Flex gap={8} align="center">
                  <Tag>{item.kind === 'link' ? t('drawer.link') : t('drawer.file')}</Tag>
                  <span>{item.fileName}</span>
                </Flex>
              }
              description={t('drawer.by', {
                name: item.uploader.name,
                time: formatInstant(item.createTime),
              })}
            />
          </List.Item>
        )}
      />
      {canManage && (
        <>
          <Typography.Title level={5}>{t('drawer.addLink')}</Typography.Title>
          <Form form={form} layout="vertical" onFinish={addLink}>
            <Form.Item
              name="fileName"
              label={t('drawer.fileName')}
              rules={[{ required: true, whitespace: true, message: t('drawer.fileNameRequired') }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name="url"
              label={t('drawer.url')}
              rules={[
                {
                  validator: (_rule, value: string | undefined) =>
                    isWebLink((value ?? '').trim())
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('drawer.urlFormat'))),
                },
              ]}
            >
              <Input inputMode="url" />
            </Form.Item>
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={change.isPending}>
                {t('drawer.addLink')}
              </Button>
              <Upload
                showUploadList={false}
                customRequest={({ file }) => {
                  const blob = file as File;
                  change.mutate({
                    work: () => uploadDeliverable(projectId, plan.planId, blob, blob.name),
                    done: t('drawer.uploaded', { name: blob.name }),
                  });
                }}
              >
                <Button loading={change.isPending}>{t('drawer.upload')}</Button>
              </Upload>
            </Flex>
          </Form>
        </>
      )}
    </Drawer>
  );
}
