import { QqOutlined, WechatOutlined } from '@ant-design/icons';
import type { SocialProvider } from '@questline/contract';
import { Button, Divider, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { navigation } from '../../api/client';
import { socialLoginUrl } from '../../api/social';
import { palette } from '../../ui/palette';
import { useWrite } from '../../ui/useWrite';
import { messageOf } from './formRules';
import { useInstallation } from './useInstallation';

/**
 * Spec point 6: sign in with WeChat or QQ; the provider sends the browser back to /back/<type>. Only the providers
 * the installation configured are offered (issue 38, point 8); until that is known none is, which is also what the
 * prerendered /login shows, so hydration finds the same markup.
 */
export function SocialButtons({ onError }: { onError(message: string): void }) {
  const { t } = useTranslation('account');
  const offered = useInstallation()?.socialLogins;
  // The page shows the failure; after a success the browser leaves for the provider, so the button stays busy.
  const start = useWrite({
    write: (type: SocialProvider) => socialLoginUrl(type),
    ownsFailure: true,
    onSuccess: (body) => navigation.assign(body.data.url),
    onError: (error) => onError(messageOf(error)),
  });
  const busy = start.isPending || start.isSuccess ? start.variables : null;
  const go = (type: SocialProvider) => start.mutate(type);

  if (!offered || offered.length === 0) return null;
  return (
    <>
      <Divider plain style={{ fontSize: 13, color: palette.textMuted }}>
        {t('login.orWith')}
      </Divider>
      <Space style={{ width: '100%', justifyContent: 'center' }} size="large">
        {offered.includes('weichat') && (
          <Button
            shape="round"
            icon={<WechatOutlined style={{ color: '#07c160' }} />}
            loading={busy === 'weichat'}
            onClick={() => go('weichat')}
          >
            {t('login.wechat')}
          </Button>
        )}
        {offered.includes('qq') && (
          <Button
            shape="round"
            icon={<QqOutlined style={{ color: '#12b7f5' }} />}
            loading={busy === 'qq'}
            onClick={() => go('qq')}
          >
            {t('login.qq')}
          </Button>
        )}
      </Space>
    </>
  );
}
