import { CameraOutlined } from '@ant-design/icons';
import type { ProfileData } from '@questline/contract';
import { App, Button, Card, Descriptions, Typography } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAvatar } from '../../api/profile';
import { UserAvatar } from '../../ui/UserAvatar';
import { avatarFileProblem } from '../../ui/avatarFile';
import { formatInstant } from '../../ui/format';
import { useRefreshProfile } from './queries';
import { patchSessionUser } from './sessionUser';

/** The left card of the personal centre: avatar (with upload) and the account's facts. */
export function ProfileCard({ profile }: { profile: ProfileData }) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const refresh = useRefreshProfile();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      void message.error(t(problem === 'type' ? 'card.avatarType' : 'card.avatarSize'));
      return;
    }
    setUploading(true);
    try {
      const body = await uploadAvatar(file, file.name);
      patchSessionUser({ avatar: body.data.imgUrl });
      void message.success(t('card.avatarUpdated'));
      await refresh();
    } catch {
      // The client has already shown the failure (spec point 8).
    } finally {
      setUploading(false);
    }
  }

  const none = <Typography.Text type="secondary">{t('card.none')}</Typography.Text>;
  return (
    <Card>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, marginBottom: 20 }}>
        <UserAvatar avatar={profile.avatar} nickName={profile.nickName} size={96} />
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="profile-nick-name">
          {profile.nickName}
        </Typography.Title>
        <Button icon={<CameraOutlined />} loading={uploading} onClick={() => input.current?.click()}>
          {t('card.changeAvatar')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          data-testid="avatar-input"
          onChange={(event) => void onFile(event)}
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
