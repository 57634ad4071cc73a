import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, sessionStore } from '../session/store';
import { userInfoFixture } from '../test/fixtures';
import { UserMenu } from './UserMenu';

const info = (avatar: string) => userInfoFixture({ userName: 'ann', nickName: 'ann', avatar });

afterEach(() => clearSession());

describe('header user menu (spec point 3 "Avatar rule")', () => {
  it('draws the stored avatar', () => {
    sessionStore.set(info('/profile/avatar/ann.png'));
    render(<UserMenu />, { wrapper: MemoryRouter });
    expect(screen.getByTestId('user-avatar').querySelector('img')?.getAttribute('src')).toBe(
      '/prod-api/profile/avatar/ann.png',
    );
  });

  it('draws the capitalised first letter without one', () => {
    sessionStore.set(info(''));
    render(<UserMenu />, { wrapper: MemoryRouter });
    expect(screen.getByTestId('user-avatar').textContent).toBe('A');
    expect(screen.getByTestId('user-menu').textContent).toContain('ann');
  });

  it('is a button named by the nick name, so it opens from the keyboard (ADR 0015)', async () => {
    sessionStore.set(info(''));
    render(<UserMenu />, { wrapper: MemoryRouter });
    const trigger = screen.getByRole('button', { name: 'ann' });
    trigger.focus();
    fireEvent.click(trigger);
    expect(await screen.findByRole('menuitem', { name: /Personal|个人中心/ })).toBeTruthy();
  });
});
