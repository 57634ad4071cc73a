import { avatarView } from '@questline/contract';
import { Avatar } from 'antd';

/** The project's image, or its name's first character on the name's colour (like a user avatar, spec point 3). */
export function ProjectImage({ image, name, size = 48 }: { image: string; name: string; size?: number }) {
  const view = avatarView(image, name);
  if (view.kind === 'image') return <Avatar shape="square" size={size} src={view.src} alt={name} />;
  return (
    <Avatar
      shape="square"
      size={size}
      aria-hidden
      style={{ background: `hsl(${String(view.hue)}, 55%, 42%)`, flex: 'none', fontSize: size / 2.4 }}
    >
      {view.letter}
    </Avatar>
  );
}
