import { BATCH_PHONES_MAX, type MemberBatchData, type PlanLimitData } from '@questline/contract';
import { Alert, App, Button, Form, Input, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMember, batchAddMembers } from '../../../api/projects';
import { phoneRules } from '../../account';
import { useLimitedSave } from '../planLimit';

interface AddDialogProps {
  projectId: number;
  open: boolean;
  onClose: () => void;
  /** Something was added: the page reloads the members. */
  onAdded: () => void;
  /** The owner's member limit was reached (500101 kind 'members'). */
  onLimit: (limit: PlanLimitData) => void;
}

/**
 * POST projectUser/addProjectUserByProAdmin (spec point 7 "Project users"): a contact is added at once,
 * anyone else is sent an invitation they join by accepting (ADR 0099).
 */
export function AddMemberDialog({ projectId, open, onClose, onAdded, onLimit }: AddDialogProps) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ phone: string }>();
  const { saving, save } = useLimitedSave(onClose, onLimit);

  function onFinish({ phone }: { phone: string }) {
    save(async () => {
      const answer = (await addMember(projectId, phone.trim())).data;
      if (answer.outcome === 'added') {
        void message.success(t('members.added'));
        onAdded();
      } else void message.success(t('addDialog.invited', { phone: phone.trim() }));
      onClose();
    });
  }

  return (
    <Modal
      open={open}
      title={t('addDialog.title')}
      okText={t('addDialog.submit')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('addDialog.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish} preserve={false}>
        <Form.Item name="phone" label={t('addDialog.phone')} rules={phoneRules(t)}>
          <Input inputMode="tel" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The numbers of the textarea: one per line, blanks dropped. */
export function phonesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * POST projectUser/batchAddProjectUserByProAdmin: 200 when none was refused, 500201 with the failures by
 * index otherwise (DOMAIN.md); the dialog stays open and lists each refused number with the server's reason.
 * Contacts are added at once and the other numbers invited (ADR 0099).
 */
export function BatchAddDialog({ projectId, open, onClose, onAdded, onLimit }: AddDialogProps) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ phones: string }>();
  const { saving, save } = useLimitedSave(close, onLimit);
  const [result, setResult] = useState<{ phones: string[]; data: MemberBatchData } | null>(null);

  function close() {
    setResult(null);
    onClose();
  }

  function onFinish({ phones }: { phones: string }) {
    const phoneArr = phonesOf(phones);
    save(async () => {
      const data = (await batchAddMembers(projectId, phoneArr)).data;
      if (data.succeeded.length > 0) onAdded();
      if (data.failed.length === 0) {
        void message.success(
          data.invited.length === 0
            ? t('batchDialog.allAdded', { count: data.succeeded.length })
            : t('batchDialog.allDone', { added: data.succeeded.length, invited: data.invited.length }),
        );
        close();
      } else {
        setResult({ phones: phoneArr, data });
      }
    });
  }

  return (
    <Modal
      open={open}
      title={t('batchDialog.title')}
      onCancel={close}
      destroyOnHidden
      footer={
        result
          ? [
              <Button key="close" type="primary" onClick={close}>
                {t('batchDialog.close')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                {t('form.cancel')}
              </Button>,
              <Button key="ok" type="primary" loading={saving} onClick={() => form.submit()}>
                {t('batchDialog.submit')}
              </Button>,
            ]
      }
    >
      {result ? (
        <div data-testid="batch-result">
          <Alert
            type={result.data.succeeded.length + result.data.invited.length > 0 ? 'warning' : 'error'}
            showIcon
            message={t('batchDialog.result', {
              succeeded: result.data.succeeded.length,
              invited: result.data.invited.length,
              failed: result.data.failed.length,
            })}
            style={{ marginBottom: 12 }}
          />
          <Typography.Text strong>{t('batchDialog.failedTitle')}</Typography.Text>
          <List
            size="small"
            dataSource={result.data.failed}
            rowKey={(item) => String(item.id)}
            renderItem={(item) => (
              <List.Item>
                <Typography.Text code>{result.phones[item.id] ?? `#${String(item.id + 1)}`}</Typography.Text>
                <Typography.Text type="danger">{item.msg}</Typography.Text>
              </List.Item>
            )}
          />
        </div>
      ) : (
        <Form form={form} layout="vertical" onFinish={onFinish} preserve={false}>
          <Form.Item
            name="phones"
            label={t('batchDialog.phones')}
            rules={[
              { required: true, whitespace: true, message: t('batchDialog.required') },
              {
                validator: (_rule, value: unknown) =>
                  typeof value === 'string' && phonesOf(value).length > BATCH_PHONES_MAX
                    ? Promise.reject(new Error(t('batchDialog.tooMany', { max: BATCH_PHONES_MAX })))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input.TextArea rows={8} placeholder={'13800000001\n13800000002'} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
