import { MailOutlined, MobileOutlined, QqOutlined, WechatOutlined } from '@ant-design/icons';
import type { ProfileData, SocialProvider } from '@questline/contract';
import { App, Button, List, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { unbindPhone } from '../../api/account';
import { navigation } from '../../api/client';
import { bindUserPhoto, unbindEmail } from '../../api/profile';
import { socialBindUrl } from '../../api/social';
import { palette } from '../../ui/palette';
import { Popconfirm } from '../../ui/Popconfirm';
import { EmailBinding } from './EmailBinding';
import { useRefreshProfile } from './queries';
import { patchSessionUser } from './sessionUser';

interface BindingRow {
  key: string;
  icon: ReactNode;
  title: string;
  value: ReactNode;
  action: ReactNode;
}

function Row({ icon, title, value, action }: Omit<BindingRow, 'key'>) {
  return (
    <List.Item actions={[action]}>
      <List.Item.Meta
        avatar={<span style={{ fontSize: 22, color: palette.brand }}>{icon}</span>}
        title={title}
        description={value}
      />
    </List.Item>
  );
}

/** Phone, e-mail, WeChat and QQ bindings of the personal centre. */
export function BindingsTab({ profile }: { profile: ProfileData }) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshProfile();

  async function run(call: () => Promise<unknown>, success: string) {
    try {
      await call();
      void message.success(success);
      await refresh();
    } catch {
      // The client has already shown the failure (spec point 8).
    }
  }

  async function bindSocial(type: SocialProvider) {
    try {
      const body = await socialBindUrl(type);
      navigation.assign(body.data.url);
    } catch {
      // The client has already shown the failure (spec point 8).
    }
  }

  const confirmProps = { okText: t('confirm'), cancelText: t('cancel') };
  const notBound = <Typography.Text type="secondary">{t('bindings.notBound')}</Typography.Text>;
  const social = (type: SocialProvider, bound: boolean) => {
    const provider = t(type === 'weichat' ? 'bindings.wechat' : 'bindings.qq');
    if (!bound) {
      return (
        <Button onClick={() => void bindSocial(type)}>
          {t(type === 'weichat' ? 'bindings.bindWeichat' : 'bindings.bindQQ')}
        </Button>
      );
    }
    return (
      <Space>
        <Tag color="success">{t('bindings.bound')}</Tag>
        {/* Two such buttons share the visible words; the name adds the provider so they differ. */}
        <Button
          aria-label={t('bindings.useAvatarOf', { provider })}
          onClick={() =>
            void run(
              async () => {
                const body = await bindUserPhoto(type);
                patchSessionUser({ avatar: body.data.imgUrl });
              },
              t('bindings.avatarUsed', { provider }),
            )
          }
        >
          {t('bindings.useAvatar')}
        </Button>
      </Space>
    );
  };

  // Rows as data: antd wraps its <li> items in the <ul> they need only when given a dataSource.
  const rows: BindingRow[] = [
    {
      key: 'phone',
      icon: <MobileOutlined />,
      title: t('bindings.phone'),
      value: profile.phonenumber || notBound,
      action: profile.phonenumber ? (
        <Popconfirm
          title={t('bindings.unbindPhoneConfirm')}
          {...confirmProps}
          onConfirm={() =>
            run(async () => {
              await unbindPhone();
              patchSessionUser({ phonenumber: '' });
            }, t('bindings.phoneUnbound'))
          }
        >
          <Button danger>{t('bindings.unbindPhone')}</Button>
        </Popconfirm>
      ) : (
        <Button type="primary" onClick={() => void navigate('/bindPhone')}>
          {t('bindings.bindPhone')}
        </Button>
      ),
    },
    {
      key: 'email',
      icon: <MailOutlined />,
      title: t('bindings.email'),
      value: profile.email || (
        <>
          {notBound}
          <EmailBinding />
        </>
      ),
      action: profile.email ? (
        <Popconfirm
          title={t('bindings.unbindEmailConfirm')}
          {...confirmProps}
          onConfirm={() => run(unbindEmail, t('bindings.emailUnbound'))}
        >
          <Button danger>{t('bindings.unbindEmail')}</Button>
        </Popconfirm>
      ) : null,
    },
    {
      key: 'weichat',
      icon: <WechatOutlined />,
      title: t('bindings.wechat'),
      value: profile.wechatBound ? t('bindings.bound') : notBound,
      action: social('weichat', profile.wechatBound),
    },
    {
      key: 'qq',
      icon: <QqOutlined />,
      title: t('bindings.qq'),
      value: profile.qqBound ? t('bindings.bound') : notBound,
      action: social('qq', profile.qqBound),
    },
  ];

  return (
    <List
      itemLayout="horizontal"
      dataSource={rows}
      rowKey="key"
      renderItem={({ key, ...row }) => <Row key={key} {...row} />}
    />
  );
}
