import { MailOutlined, MobileOutlined, QqOutlined, WechatOutlined } from '@ant-design/icons';
import type { ProfileData, SocialProvider } from '@questline/contract';
import { Button, List, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { unbindPhone } from '../../api/account';
import { navigation } from '../../api/client';
import { bindUserPhoto, unbindEmail } from '../../api/profile';
import { socialBindUrl } from '../../api/social';
import { palette } from '../../ui/palette';
import { Popconfirm } from '../../ui/Popconfirm';
import { settled, useWrite } from '../../ui/useWrite';
import { EmailBinding } from './EmailBinding';
import { PROFILE_KEY } from './queries';
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
  const navigate = useNavigate();
  // One write for the bindings' changes, each with its own call and its own words.
  const binding = useWrite({
    write: ({ call }: { call: () => Promise<unknown>; said: string }) => call(),
    success: (_answer, { said }) => said,
    refresh: [PROFILE_KEY],
  });
  // After a success the browser leaves for the provider.
  const bindSocial = useWrite({
    write: (type: SocialProvider) => socialBindUrl(type),
    onSuccess: (body) => navigation.assign(body.data.url),
  });

  const confirmProps = { okText: t('confirm'), cancelText: t('cancel') };
  const notBound = <Typography.Text type="secondary">{t('bindings.notBound')}</Typography.Text>;
  const social = (type: SocialProvider, bound: boolean) => {
    const provider = t(type === 'weichat' ? 'bindings.wechat' : 'bindings.qq');
    if (!bound) {
      return (
        <Button onClick={() => bindSocial.mutate(type)}>
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
            binding.mutate({
              call: async () => {
                const body = await bindUserPhoto(type);
                patchSessionUser({ avatar: body.data.imgUrl });
              },
              said: t('bindings.avatarUsed', { provider }),
            })
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
            settled(
              binding.mutateAsync({
                call: async () => {
                  await unbindPhone();
                  patchSessionUser({ phonenumber: '' });
                },
                said: t('bindings.phoneUnbound'),
              }),
            )
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
          onConfirm={() => settled(binding.mutateAsync({ call: unbindEmail, said: t('bindings.emailUnbound') }))}
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
