import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/points';
import { changeLocale } from '../../i18n';
import { sessionStore } from '../../session/store';
import { userInfoFixture } from '../../test/fixtures/user';
import { renderPage } from '../../test/renderPage';
import InvitationPage from './InvitationPage';
import { ok } from '../../test/api';

vi.mock('../../api/points', () => ({ getInvitees: vi.fn(), getInviteeCount: vi.fn() }));

const row = (id: number, number = 10) => ({
  id,
  newUserPhone: `138****${String(1000 + id)}`,
  createTime: '2026-06-01T02:00:00.000Z',
  number,
});

beforeEach(async () => {
  await changeLocale('en');
  sessionStore.set(userInfoFixture({ userId: 42 }));
  vi.mocked(api.getInviteeCount).mockResolvedValue(ok(12));
  vi.mocked(api.getInvitees).mockResolvedValue({
    code: 200,
    msg: '',
    rows: Array.from({ length: 10 }, (_, index) => row(12 - index, index === 2 ? 30 : 10)),
    total: 12,
  });
});
const browserClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
afterEach(() => {
  vi.clearAllMocks();
  if (browserClipboard) Object.defineProperty(navigator, 'clipboard', browserClipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
});

describe('InvitationPage (spec points 2 "invitation" and 9, issue 30)', () => {
  it('shows the link to copy and scan, how many were invited and who, with the points each earned', async () => {
    renderPage(<InvitationPage />, '/invitation');
    expect((await screen.findByTestId('invitation-link')).textContent).toContain(
      `${window.location.origin}/register?invitation=42`,
    );
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeTruthy();
    expect(await screen.findByText('12')).toBeTruthy();
    expect(await screen.findByText('138****1012')).toBeTruthy();
    expect(screen.getByText('30')).toBeTruthy();
    const mall = screen.getByRole('link', { name: 'Spend points in the points mall' });
    expect(mall.getAttribute('target')).toBe('_blank');
    expect(api.getInvitees).toHaveBeenCalledWith(1, 10);
  });

  it('reads the next page of invitees', async () => {
    renderPage(<InvitationPage />, '/invitation');
    await screen.findByText('138****1012');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(api.getInvitees).toHaveBeenLastCalledWith(2, 10));
  });

  it('copies the link, or says the browser cannot (spec point 8)', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<InvitationPage />, '/invitation');
    fireEvent.click(await screen.findByRole('button', { name: /Copy link/ }));
    expect(await screen.findByText('Invitation link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register?invitation=42`);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: /Copy link/ }));
    expect(
      await screen.findByText('This browser does not support automatic copying; select the link and copy it by hand'),
    ).toBeTruthy();
  });
});
