import { avatarView } from '@questline/contract';
import { Avatar } from 'antd';

interface UserAvatarProps {
  avatar: string | null | undefined;
  nickName: string;
  size?: number;
}

/** Spec point 3 "Avatar rule": the stored picture, or the nickname's first letter on its own colour. */
export function UserAvatar({ avatar, nickName, size }: UserAvatarProps) {
  const view = avatarView(avatar, nickName);
  if (view.kind === 'image') return <Avatar src={view.src} alt={nickName} size={size} data-testid="user-avatar" />;
  return (
    <Avatar
      size={size}
      data-testid="user-avatar"
      style={{ background: `hsl(${String(view.hue)}, 58%, 50%)`, flex: 'none' }}
    >
      {view.letter}
    </Avatar>
  );
}
