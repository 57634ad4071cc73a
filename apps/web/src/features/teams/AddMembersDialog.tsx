import { PHONE_PATTERN, TEAM_BATCH_PHONES_MAX, type TeamBatchAddData, splitPhones } from '@questline/contract';
import { Alert, App, Button, Form, Input, List, Modal, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTeamMember, batchAddTeamMembers } from '../../api/teams';
import { useTeamChange } from './queries';

/** What adding gave: one phone added or invited, or a batch's answer. */
type Added = { kind: 'one'; phone: string; invited: boolean } | { kind: 'batch'; answer: TeamBatchAddData };

interface AddMembersDialogProps {
  open: boolean;
  teamId: number;
  deptId: number | undefined;
  deptName: string;
  onClose: () => void;
}

/**
 * One phone goes through addMember, several through batchAddMember; a batch where some failed (500201)
 * keeps the dialog open listing each number that was not added and why. Contacts are added at once, other
 * numbers are sent an invitation, which the dialog says (ADR 0099).
 */
export function AddMembersDialog({ open, teamId, deptId, deptName, onClose }: AddMembersDialogProps) {
  const { t } = useTranslation('teams');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ phones: string }>();
  const [result, setResult] = useState<TeamBatchAddData | null>(null);
  // A refusal as a whole ("there is no person to add", a bad phone) is shown by the client (spec point 8).
  const add = useTeamChange(teamId, async (phones: string[]): Promise<Added> => {
    const [first] = phones;
    if (phones.length === 1 && first !== undefined) {
      const body = await addTeamMember({ teamId, phone: first, deptId: deptId ?? null });
      return { kind: 'one', phone: first, invited: body.data.outcome === 'invited' };
    }
    return {
      kind: 'batch',
      answer: (await batchAddTeamMembers({ teamId, phoneArr: phones, deptId: deptId ?? null })).data,
    };
  });

  const phoneRules: FormRule[] = [
    {
      validator: (_rule, value: unknown) => {
        const phones = splitPhones(typeof value === 'string' ? value : '');
        if (phones.length === 0) return Promise.reject(new Error(t('add.phonesRequired')));
        if (phones.length > TEAM_BATCH_PHONES_MAX)
          return Promise.reject(new Error(t('add.tooMany', { max: TEAM_BATCH_PHONES_MAX })));
        const wrong = phones.filter((phone) => !PHONE_PATTERN.test(phone));
        if (wrong.length > 0) return Promise.reject(new Error(t('add.phonesInvalid', { phones: wrong.join(', ') })));
        return Promise.resolve();
      },
    },
  ];

  async function submit() {
    let text: string;
    try {
      ({ phones: text } = await form.validateFields());
    } catch {
      return; // The form shows what is wrong.
    }
    add.mutate(splitPhones(text), { onSuccess: added });
  }

  function added(outcome: Added) {
    if (outcome.kind === 'one') {
      if (outcome.invited) void message.success(t('add.invitedOne', { phone: outcome.phone }));
      close();
      return;
    }
    const { answer } = outcome;
    if (answer.failed.length > 0) {
      setResult(answer);
      form.setFieldsValue({ phones: answer.failed.map((item) => item.phone).join('\n') });
      return;
    }
    if (answer.invited.length > 0) {
      void message.success(
        `${t('add.added', { count: answer.succeeded.length })} · ${t('add.invitedCount', { count: answer.invited.length })}`,
      );
    }
    close();
  }

  function close() {
    setResult(null);
    form.resetFields();
    onClose();
  }

  return (
    <Modal
      title={t('add.title')}
      open={open}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          {result ? t('add.close') : t('cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={add.isPending} onClick={() => void submit()}>
          {t('add.submit')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('add.into', { name: deptName })}</Typography.Paragraph>
      {result ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={`${t('add.added', { count: result.succeeded.length })} · ${t('add.invitedCount', { count: result.invited.length })} · ${t('add.failedTitle')}`}
          description={
            <List
              size="small"
              dataSource={result.failed}
              renderItem={(item) => (
                <List.Item style={{ padding: '2px 0' }}>
                  {item.phone || '—'}: {item.msg}
                </List.Item>
              )}
            />
          }
        />
      ) : null}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="phones" label={t('add.phones')} extra={t('add.phonesHelp')} rules={phoneRules}>
          <Input.TextArea rows={4} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
