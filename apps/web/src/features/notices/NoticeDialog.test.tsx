import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { NoticeDialog } from './NoticeDialog';
import { MESSAGE, noticeDetail } from '../../test/fixtures/notices';

const browserClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
const useClipboard = (value: unknown) => Object.defineProperty(navigator, 'clipboard', { configurable: true, value });

beforeEach(async () => {
  await act(() => changeLocale('en'));
});
afterEach(() => {
  if (browserClipboard) Object.defineProperty(navigator, 'clipboard', browserClipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
});

/** Issue 39 (ADR 0120): an announcement's dialog copies the link of its public page; a personal message has none. */
describe('notice dialog', () => {
  it('copies the public link of an announcement, or says to copy it by hand', async () => {
    const writeText = vi.fn(async () => undefined);
    useClipboard({ writeText });
    renderPage(<NoticeDialog notice={noticeDetail({ noticeId: 12 })} onClose={() => undefined} />, '/index');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied; it opens for people who are not signed in too')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/detailpage?type=announcement&id=12`);

    useClipboard(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/copy it by hand: http.*\/detailpage\?type=announcement&id=12$/)).toBeTruthy();
  });

  it('offers no link for a personal message, which is nobody else’s to read', () => {
    renderPage(<NoticeDialog notice={noticeDetail(MESSAGE)} onClose={() => undefined} />, '/index');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });
});
