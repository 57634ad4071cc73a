import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../i18n';
import { clearSession, sessionStore } from '../../session/store';
import { userInfoFixture } from '../../test/fixtures/user';
import { renderPage } from '../../test/renderPage';
import { VIP_DIALOG_SHOWN_KEY, VipEndDialog } from './VipEndDialog';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function signInWith(versionCode: number, endTime: string | null) {
  sessionStore.set({ ...userInfoFixture(), version: { versionCode, versionName: 'Standard', endTime } });
}

beforeEach(async () => {
  await changeLocale('en');
  window.localStorage.removeItem(VIP_DIALOG_SHOWN_KEY);
});
afterEach(() => clearSession());

describe('VipEndDialog (spec points 4 and 9)', () => {
  it('shows 420 px wide when 0 to 7 days remain, and the renew button leads to renewPayment', async () => {
    signInWith(1, inDays(3));
    renderPage(<VipEndDialog />, '/index');
    expect(await screen.findByText(/Your Standard plan ends on .* \(3 days left\)/)).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('420px');
    fireEvent.click(screen.getByRole('button', { name: 'Renew now' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/user/renewPayment');
  });

  it('shows at most once a day per browser', async () => {
    signInWith(1, inDays(2));
    renderPage(<VipEndDialog />, '/index');
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(window.localStorage.getItem(VIP_DIALOG_SHOWN_KEY)).not.toBeNull();
    document.body.innerHTML = '';
    renderPage(<VipEndDialog />, '/index');
    expect(screen.queryByText('Your plan is ending soon')).toBeNull();
  });

  it('stays closed on a self-hosted installation, which has nothing to renew (issue 38)', () => {
    sessionStore.set({
      ...userInfoFixture(),
      version: { versionCode: 1, versionName: 'Standard', endTime: inDays(3) },
      edition: 'self-hosted',
    });
    renderPage(<VipEndDialog />, '/index');
    expect(screen.queryByText('Your plan is ending soon')).toBeNull();
  });

  it('stays closed on Free and with more than 7 days left', () => {
    signInWith(1, inDays(8));
    renderPage(<VipEndDialog />, '/index');
    expect(screen.queryByText('Your plan is ending soon')).toBeNull();
    document.body.innerHTML = '';
    signInWith(0, null);
    renderPage(<VipEndDialog />, '/index');
    expect(screen.queryByText('Your plan is ending soon')).toBeNull();
  });
});
