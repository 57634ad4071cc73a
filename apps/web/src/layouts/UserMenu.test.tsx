import { COMMON_ROLE, PLATFORM_ADMIN_ROLE, SUPPORT_ROLE } from '@questline/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, sessionStore } from '../session/store';
import { userInfoFixture } from '../test/fixtures/user';
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

  it('puts a dot on the avatar and a count on announcements while notices are unread (issue 11)', async () => {
    sessionStore.set(info(''));
    render(<UserMenu unread={2} />, { wrapper: MemoryRouter });
    const trigger = screen.getByTestId('user-menu');
    expect(trigger.querySelector('.ant-badge-dot')).toBeTruthy();
    expect(trigger.textContent).toMatch(/2 unread|2 条未读/);
    fireEvent.click(trigger);
    const entry = await screen.findByRole('menuitem', { name: /Announcements|公告/ });
    expect(entry.querySelector('[title="2"]')).toBeTruthy();
  });

  it('shows no dot when all is read, and one administration entry only to those who work there (issue 35)', async () => {
    sessionStore.set(info(''));
    render(<UserMenu unread={0} />, { wrapper: MemoryRouter });
    expect(screen.getByTestId('user-menu').querySelector('.ant-badge-dot')).toBeNull();
    fireEvent.click(screen.getByTestId('user-menu'));
    await screen.findByRole('menuitem', { name: /Personal|个人中心/ });
    expect(screen.queryByRole('menuitem', { name: /Administration|管理后台/ })).toBeNull();
    cleanup();

    for (const roles of [[PLATFORM_ADMIN_ROLE], [COMMON_ROLE, SUPPORT_ROLE]]) {
      sessionStore.set({ ...info(''), roles });
      render(<UserMenu />, { wrapper: MemoryRouter });
      fireEvent.click(screen.getByTestId('user-menu'));
      expect(await screen.findByRole('menuitem', { name: /Administration|管理后台/ })).toBeTruthy();
      // The area's pages are its own navigation's, no longer scattered over this menu.
      expect(screen.queryByRole('menuitem', { name: /Announcement administration|公告管理/ })).toBeNull();
      cleanup();
    }
  });

  it('offers no upgrade on a self-hosted installation (issue 38)', async () => {
    sessionStore.set({ ...info(''), roles: [PLATFORM_ADMIN_ROLE], edition: 'self-hosted' });
    render(<UserMenu />, { wrapper: MemoryRouter });
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(await screen.findByRole('menuitem', { name: /Administration|管理后台/ })).toBeTruthy();
    const entries = screen.getAllByRole('menuitem').map((entry) => entry.textContent);
    // Personal centre, announcements, work orders, the administration area, sign out.
    expect(entries).toHaveLength(5);
    expect(screen.queryByRole('menuitem', { name: /Upgrade account|升级账户|升级/ })).toBeNull();
  });

  it('counts unread work-order news on its entry (issue 31)', async () => {
    sessionStore.set(info(''));
    render(<UserMenu unreadWorkOrders={3} />, { wrapper: MemoryRouter });
    fireEvent.click(screen.getByTestId('user-menu'));
    const entry = await screen.findByRole('menuitem', { name: /Work orders|工单/ });
    expect(entry.querySelector('[title="3"]')).toBeTruthy();
  });
});
