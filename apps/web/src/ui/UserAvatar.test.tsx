import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './UserAvatar';

describe('user avatar (spec point 3 "Avatar rule")', () => {
  it('draws a stored avatar from under the API base', () => {
    render(<UserAvatar avatar="/profile/avatar/a.png" nickName="Ann" />);
    expect(screen.getByTestId('user-avatar').querySelector('img')?.getAttribute('src')).toBe(
      '/prod-api/profile/avatar/a.png',
    );
  });

  it('draws the first letter on a colour when there is no avatar', () => {
    render(<UserAvatar avatar="" nickName="bob" />);
    const avatar = screen.getByTestId('user-avatar');
    expect(avatar.textContent).toBe('B');
    expect(avatar.getAttribute('style')).toMatch(/background: (hsl|rgb)\(/);
  });
});
