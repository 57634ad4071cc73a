import { SettingOutlined } from '@ant-design/icons';
import type { AiCreditKind, AiStatus } from '@questline/contract';
import { Button, Card, Flex, Result, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlatformAdmin } from '../../app/guard';
import { useSession } from '../../session/store';
import { CreditsBar } from './CreditsBar';
import { EndpointSettingsDialog } from './EndpointSettingsDialog';
import { NotConfigured } from './NotConfigured';
import { useAiStatus } from './aiKeys';

/**
 * What the chat and drawing pages share (issue 34): the title, the balance with its top-up link, the platform
 * administrator's settings button, and the plain "not set up" page until an endpoint offers this one.
 */
export function AiPageFrame({ kind, children }: { kind: AiCreditKind; children: (status: AiStatus) => ReactNode }) {
  const { t } = useTranslation('ai');
  const session = useSession();
  const admin = session !== null && isPlatformAdmin(session);
  const [settings, setSettings] = useState(false);
  const status = useAiStatus();
  const data = status.data;
  const offered = data && (kind === 'chat' ? data.chatModels.length > 0 : data.imageModel !== null);
  return (
    <Card
      title={<h1 style={{ fontSize: 16, margin: 0 }}>{t(`${kind}.title`)}</h1>}
      styles={{ header: { flexWrap: 'wrap', rowGap: 8, paddingBlock: 8 } }}
      extra={
        <Flex gap={16} wrap align="center">
          {data && <CreditsBar kind={kind} credits={data.credits} />}
          {admin && (
            <Button icon={<SettingOutlined aria-hidden />} onClick={() => setSettings(true)}>
              {t('settings.open')}
            </Button>
          )}
        </Flex>
      }
    >
      {status.error ? (
        <Result status="error" title={status.error.message} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : offered ? (
        children(data)
      ) : (
        <NotConfigured kind={kind} admin={admin} onSetUp={() => setSettings(true)} />
      )}
      {settings && <EndpointSettingsDialog onClose={() => setSettings(false)} />}
    </Card>
  );
}
