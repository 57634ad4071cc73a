import { SendOutlined } from '@ant-design/icons';
import { AI_PROMPT_MAX_CHARS } from '@questline/contract';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The prompt box (issue 34): a model of those offered, the prompt, and Send (or Ctrl/⌘+Enter). The prompt is emptied
 * as it is sent and put back when the server refuses it, so nothing typed is lost.
 */
export function ChatComposer({
  models,
  busy,
  disabled,
  onSend,
}: {
  models: string[];
  busy: boolean;
  disabled: boolean;
  onSend: (prompt: string, model: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('ai');
  const [prompt, setPrompt] = useState('');
  const [chosen, setChosen] = useState<string | undefined>();
  const model = chosen !== undefined && models.includes(chosen) ? chosen : (models[0] ?? '');
  const ready = prompt.trim() !== '' && !busy && !disabled;

  async function send() {
    if (!ready) return;
    const sent = prompt;
    setPrompt('');
    if (!(await onSend(sent, model))) setPrompt(sent);
  }

  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label={t('chat.prompt')}
        placeholder={t('chat.placeholder')}
        value={prompt}
        maxLength={AI_PROMPT_MAX_CHARS}
        autoSize={{ minRows: 2, maxRows: 8 }}
        onChange={(event) => setPrompt(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void send();
          }
        }}
      />
      <Flex gap={8} wrap align="center" justify="space-between">
        <Flex gap={8} align="center">
          <Select
            aria-label={t('chat.model')}
            value={model}
            onChange={setChosen}
            options={models.map((name) => ({ value: name, label: name }))}
            style={{ minWidth: 160 }}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('chat.sendHint')}
          </Typography.Text>
        </Flex>
        <Button
          type="primary"
          icon={<SendOutlined aria-hidden />}
          loading={busy}
          disabled={!ready}
          onClick={() => void send()}
        >
          {t('chat.send')}
        </Button>
      </Flex>
    </Flex>
  );
}
