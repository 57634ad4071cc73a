import type { GetInfoData } from '@questline/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, sessionStore } from '../session/store';
import { UserMenu } from './UserMenu';

const info = (avatar: string): GetInfoData => ({
  user: { userId: 1, userName: 'ann', nickName: 'ann', avatar, phonenumber: '13800138000' },
  version: { versionCode: 0, versionName: 'Free' },
  roles: [],
  permissions: [],
});

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
});
