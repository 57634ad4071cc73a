import { avatarView } from '@questline/contract';

/**
 * A sender's picture in the history, by the avatar rule of spec point 3 (UserAvatar's), drawn as one plain element:
 * a history draws many as it scrolls, and antd's avatar measures each one's letter with an observer of its own.
 */
export function ChatAvatar({ avatar, nickName }: { avatar: string; nickName: string }) {
  const view = avatarView(avatar, nickName);
  if (view.kind === 'image') return <img className="im-avatar" src={view.src} alt="" />;
  return (
    <span className="im-avatar" aria-hidden style={{ background: `hsl(${String(view.hue)}, 58%, 42%)` }}>
      {view.letter}
    </span>
  );
}
