import { CameraOutlined } from '@ant-design/icons';
import type { ProfileData } from '@questline/contract';
import { App, Button, Card, Descriptions, Typography } from 'antd';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAvatar } from '../../api/profile';
import { UserAvatar } from '../../ui/UserAvatar';
import { avatarFileProblem } from '../../ui/avatarFile';
import { formatInstant } from '../../ui/format';
import { useWrite } from '../../ui/useWrite';
import { PROFILE_KEY } from './queries';
import { patchSessionUser } from './sessionUser';

/** The left card of the personal centre: avatar (with upload) and the account's facts. */
export function ProfileCard({ profile }: { profile: ProfileData }) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const upload = useWrite({
    write: async (file: File) => {
      const body = await uploadAvatar(file, file.name);
      patchSessionUser({ avatar: body.data.imgUrl });
    },
    success: t('card.avatarUpdated'),
    refresh: [PROFILE_KEY],
  });

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      void message.error(t(problem === 'type' ? 'card.avatarType' : 'card.avatarSize'));
      return;
    }
    upload.mutate(file);
  }

  const none = <Typography.Text type="secondary">{t('card.none')}</Typography.Text>;
  return (
    <Card>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, marginBottom: 20 }}>
        <UserAvatar avatar={profile.avatar} nickName={profile.nickName} size={96} />
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="profile-nick-name">
          {profile.nickName}
        </Typography.Title>
        <Button icon={<CameraOutlined />} loading={upload.isPending} onClick={() => input.current?.click()}>
          {t('card.changeAvatar')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          data-testid="avatar-input"
          onChange={onFile}
        />
      </div>
      <Descriptions column={1} size="small" colon={false} styles={{ label: { width: 88 } }}>
        <Descriptions.Item label={t('card.userName')}>{profile.userName}</Descriptions.Item>
        <Descriptions.Item label={t('card.phone')}>{profile.phonenumber || none}</Descriptions.Item>
        <Descriptions.Item label={t('card.email')}>{profile.email || none}</Descriptions.Item>
        <Descriptions.Item label={t('card.createTime')}>{formatInstant(profile.createTime)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
