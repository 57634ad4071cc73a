import { AI_CHAT_MODELS_MAX, AI_MODEL_NAME_MAX, type AiEndpointInput } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Popconfirm, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEndpoint, getEndpoint, resetEndpoint, saveEndpoint } from '../../api/ai';
import { aiKeys } from './aiKeys';

type Values = Required<AiEndpointInput>;

/**
 * The platform administrator's settings of the AI endpoint (issue 34, ADR 0124): address, key, the chat models offered
 * and the image model. The key is never sent back: the field shows its ends, and left empty keeps it. "Check" asks the
 * endpoint for its models with what the form holds, before anything is saved.
 */
export function EndpointSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('ai');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState<'check' | 'save' | 'reset' | null>(null);
  const [models, setModels] = useState<string[] | null>(null);
  const endpoint = useQuery({ queryKey: aiKeys.endpoint, queryFn: async () => (await getEndpoint()).data });
  const current = endpoint.data;

  async function run(kind: 'check' | 'save' | 'reset', work: () => Promise<void>) {
    setBusy(kind);
    try {
      await work();
    } catch {
      // The client showed why (spec point 8).
    } finally {
      setBusy(null);
    }
  }
  const values = async () => form.validateFields();
  const check = () =>
    run('check', async () => {
      setModels((await checkEndpoint(await values())).data.models);
    });
  const save = () =>
    run('save', async () => {
      await saveEndpoint(await values());
      await client.invalidateQueries({ queryKey: aiKeys.all });
      void message.success(t('settings.saved'));
      onClose();
    });
  const reset = () =>
    run('reset', async () => {
      await resetEndpoint();
      await client.invalidateQueries({ queryKey: aiKeys.all });
      void message.success(t('settings.resetDone'));
      onClose();
    });

  return (
    <Modal
      open
      title={t('settings.title')}
      onCancel={onClose}
      width={560}
      footer={
        <Space wrap>
          {current?.source === 'saved' && (
            <Popconfirm title={t('settings.resetConfirm')} onConfirm={() => void reset()}>
              <Button danger loading={busy === 'reset'}>
                {t('settings.reset')}
              </Button>
            </Popconfirm>
          )}
          <Button onClick={() => void check()} loading={busy === 'check'} disabled={!current}>
            {t('settings.check')}
          </Button>
          <Button onClick={onClose}>{t('settings.cancel')}</Button>
          <Button type="primary" onClick={() => void save()} loading={busy === 'save'} disabled={!current}>
            {t('settings.save')}
          </Button>
        </Space>
      }
    >
      {!current ? (
        <Skeleton active />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{
            baseUrl: current.baseUrl,
            apiKey: '',
            chatModels: current.chatModels,
            imageModel: current.imageModel,
          }}
        >
          <Typography.Paragraph type="secondary" data-testid="ai-endpoint-source">
            {t(`settings.source.${current.source}`)}
          </Typography.Paragraph>
          <Form.Item
            name="baseUrl"
            label={t('settings.baseUrl')}
            extra={t('settings.baseUrlHint')}
            rules={[{ required: true, message: t('settings.baseUrlRequired') }]}
          >
            <Input placeholder="https://api.openai.com/v1" maxLength={500} />
          </Form.Item>
          <Form.Item
            name="apiKey"
            label={t('settings.apiKey')}
            extra={current.keyHint ? t('settings.keyKept', { hint: current.keyHint }) : t('settings.keyNone')}
          >
            <Input.Password autoComplete="off" maxLength={500} />
          </Form.Item>
          <Form.Item name="chatModels" label={t('settings.chatModels')} extra={t('settings.chatModelsHint')}>
            <Select
              mode="tags"
              tokenSeparators={[',', ' ']}
              maxCount={AI_CHAT_MODELS_MAX}
              open={false}
              suffixIcon={null}
              aria-label={t('settings.chatModels')}
            />
          </Form.Item>
          <Form.Item name="imageModel" label={t('settings.imageModel')} extra={t('settings.imageModelHint')}>
            <Input maxLength={AI_MODEL_NAME_MAX} />
          </Form.Item>
          {models && (
            <Alert
              type="success"
              showIcon
              data-testid="ai-endpoint-models"
              message={t('settings.checked', { count: models.length })}
              description={models.join(', ')}
            />
          )}
        </Form>
      )}
    </Modal>
  );
}
