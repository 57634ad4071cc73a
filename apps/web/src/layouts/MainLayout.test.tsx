import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../i18n';
import { clearSession, sessionStore } from '../session/store';
import { userInfoFixture } from '../test/fixtures/user';
import { renderPage } from '../test/renderPage';
import { viewportWidth } from '../test/viewport';
import { MainLayout } from './MainLayout';

// The layout's own behaviour only: the menu's data, the pop-ups and the live connection are other files' tests.
vi.mock('../features/projects/useProjectMenu', () => ({
  useProjectMenu: () => ({ item: { key: '/index', label: 'Projects' }, select: () => false }),
}));
vi.mock('../features/todos/useTodoMenu', () => ({ useTodoMenu: () => ({ key: '/backlog', label: 'My to-dos' }) }));
vi.mock('../features/notices/queries', () => ({ useUnreadCount: () => ({ data: { total: 0 } }) }));
vi.mock('../features/notices/StartupAnnouncement', () => ({ StartupAnnouncement: () => null }));
vi.mock('../features/finance/VipEndDialog', () => ({ VipEndDialog: () => null }));
vi.mock('../features/points/CheckInButton', () => ({ CheckInButton: () => null }));
vi.mock('../features/realtime/RealtimeBridge', () => ({ default: () => null }));
vi.mock('../ui/KeyedOutlet', () => ({ KeyedOutlet: () => <p>page body</p> }));

let viewport: ReturnType<typeof viewportWidth>;

beforeEach(async () => {
  await changeLocale('en');
  sessionStore.set(userInfoFixture({ nickName: 'Ann' }));
});
afterEach(() => {
  viewport.restore();
  clearSession();
});

const menuButton = () => screen.queryByRole('button', { name: 'Open the menu' });

describe('MainLayout on a phone and on a desktop (issue 38, point 3)', () => {
  it('keeps the left menu beside the page on a desktop, with no menu button', () => {
    viewport = viewportWidth(1366);
    renderPage(<MainLayout />, '/problem');
    expect(screen.getByTestId('main-menu')).toBeTruthy();
    expect(menuButton()).toBeNull();
  });

  it('puts the menu and the user menu in a drawer the header button opens, closed again by navigating', async () => {
    viewport = viewportWidth(390);
    const { router } = renderPage(<MainLayout />, '/problem');
    expect(screen.queryByTestId('main-menu')).toBeNull();
    const button = menuButton();
    if (!button) throw new Error('no menu button on a phone');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByTestId('main-menu')).toBeTruthy();
    expect(within(drawer).getByTestId('user-menu').textContent).toContain('Ann');
    // The language switch stays in the header, as a globe named by its language.
    expect(screen.getByRole('button', { name: 'English, change language' }).textContent).toBe('');

    fireEvent.click(within(drawer).getByText('My to-dos'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backlog'));
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('closes the drawer with its labelled close button', async () => {
    viewport = viewportWidth(360);
    renderPage(<MainLayout />, '/problem');
    fireEvent.click(menuButton() as HTMLElement);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close the menu' }));
    await waitFor(() => expect(menuButton()?.getAttribute('aria-expanded')).toBe('false'));
  });

  it('follows the window across the breakpoint, as a tablet turned on its side', () => {
    viewport = viewportWidth(700);
    renderPage(<MainLayout />, '/problem');
    expect(menuButton()).not.toBeNull();
    act(() => viewport.resize(1024));
    expect(menuButton()).toBeNull();
    expect(screen.getByTestId('main-menu')).toBeTruthy();
  });
});
