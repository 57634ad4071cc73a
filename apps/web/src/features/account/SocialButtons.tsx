import { QqOutlined, WechatOutlined } from '@ant-design/icons';
import type { SocialProvider } from '@questline/contract';
import { Button, Divider, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation } from '../../api/client';
import { socialLoginUrl } from '../../api/social';
import { palette } from '../../app/theme';
import { messageOf } from './formRules';

/** Spec point 6: sign in with WeChat or QQ; the provider sends the browser back to /back/<type>. */
export function SocialButtons({ onError }: { onError(message: string): void }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState<SocialProvider | null>(null);

  async function go(type: SocialProvider) {
    setBusy(type);
    try {
      const body = await socialLoginUrl(type);
      navigation.assign(body.data.url);
    } catch (error) {
      onError(messageOf(error));
      setBusy(null);
    }
  }

  return (
    <>
      <Divider plain style={{ fontSize: 13, color: palette.textMuted }}>
        {t('login.orWith')}
      </Divider>
      <Space style={{ width: '100%', justifyContent: 'center' }} size="large">
        <Button
          shape="round"
          icon={<WechatOutlined style={{ color: '#07c160' }} />}
          loading={busy === 'weichat'}
          onClick={() => void go('weichat')}
        >
          {t('login.wechat')}
        </Button>
        <Button
          shape="round"
          icon={<QqOutlined style={{ color: '#12b7f5' }} />}
          loading={busy === 'qq'}
          onClick={() => void go('qq')}
        >
          {t('login.qq')}
        </Button>
      </Space>
    </>
  );
}
