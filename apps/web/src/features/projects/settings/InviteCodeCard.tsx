import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { generateAddCode } from '../../../api/projects';
import { copyToClipboard } from '../../../ui/clipboard';
import { formatHms } from '../format';
import { projectKeys, useAddCode } from '../queries';
import { useSecondsLeft } from './useCountdown';
import { useWrite } from '../../../ui/useWrite';

/**
 * The invitation code and its verification code (admins), with the time left in hours, minutes and seconds
 * (spec point 9), a copy button and "new codes" (POST projectInfo/getAddCodeAndEndTime, generateAddCode).
 */
export function InviteCodeCard({ projectId, projectName }: { projectId: number; projectName: string }) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const client = useQueryClient();
  const query = useAddCode(projectId);
  const code = query.data;
  const secondsLeft = useSecondsLeft(code?.endTime);
  const valid = Boolean(code?.addCode && code.verifyCode && secondsLeft !== null && secondsLeft > 0);

  const regenerate = useWrite({
    write: () => generateAddCode(projectId),
    onSuccess: (answer) => {
      client.setQueryData(projectKeys.addCode(projectId), answer.data);
      void message.success(t('invite.regenerated'));
    },
  });
  const generating = regenerate.isPending;

  async function copy() {
    if (!code?.addCode || !code.verifyCode) return;
    const text = t('invite.copyText', { name: projectName, addCode: code.addCode, verifyCode: code.verifyCode });
    if (await copyToClipboard(text)) void message.success(t('invite.copied'));
    else void message.warning(t('invite.copyUnsupported'));
  }

  return (
    <Card size="small" title={t('invite.title')} style={{ marginBottom: 16 }} loading={query.isLoading}>
      <Typography.Paragraph type="secondary">{t('invite.hint')}</Typography.Paragraph>
      {valid && code ? (
        <Descriptions size="small" column={{ xs: 1, md: 3 }} colon={false} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('invite.addCode')}>
            <Typography.Text
              strong

              data-testid="add-code"
              style={{ fontFamily: 'monospace', fontSize: 16 }}
            >
              {code.addCode}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('invite.verifyCode')}>
            <Typography.Text strong data-testid="verify-code" style={{ fontFamily: 'monospace', fontSize: 16 }}>
              {code.verifyCode}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('invite.validFor')}>
            <Typography.Text
              data-testid="add-code-countdown"
              role="timer"
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {formatHms(secondsLeft ?? 0)}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Paragraph data-testid="add-code-none">
          {code?.addCode ? t('invite.expired') : t('invite.none')}
        </Typography.Paragraph>
      )}
      <Space>
        {valid && (
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('invite.copy')}
          </Button>
        )}
        <Button icon={<ReloadOutlined />} loading={generating} onClick={() => regenerate.mutate()}>
          {valid ? t('invite.regenerate') : t('invite.generate')}
        </Button>
      </Space>
    </Card>
  );
}
