import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/issues';
import { changeLocale } from '../../../i18n';
import { ShareDialog } from './ShareDialog';
import { TOKEN, shareFixture } from '../../../test/fixtures/sharedIssue';
import { ok } from '../../../test/api';
import { clickButton } from '../../../test/dom';
import { renderWithApp } from '../../../test/renderPage';

vi.mock('../../../api/issues', () => ({ createShare: vi.fn(), listShares: vi.fn(), revokeShare: vi.fn() }));

function renderDialog(onClose = vi.fn()) {
  renderWithApp(<ShareDialog projectId={5} questionId={9} open onClose={onClose} />);
  return { onClose };
}

function setClipboard(value: { writeText: (text: string) => Promise<void> } | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value });
}

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.listShares).mockResolvedValue(
    ok([
      shareFixture(),
      shareFixture({ shareId: 2, token: 'x'.repeat(32), path: `/shared/${'x'.repeat(32)}`, expireTime: null }),
    ]),
  );
  vi.mocked(api.createShare).mockResolvedValue(ok(shareFixture({ shareId: 3 })));
  vi.mocked(api.revokeShare).mockResolvedValue(ok(null));
});
afterEach(() => {
  vi.clearAllMocks();
  setClipboard(undefined);
});

describe('ShareDialog (issue 10 "Sharing", spec point 5 "Copy-link action")', () => {
  it("lists the issue's live links with their expiry and creator", async () => {
    renderDialog();
    const rows = await screen.findAllByTestId('share-row');
    expect(rows).toHaveLength(2);
    expect(api.listShares).toHaveBeenCalledWith(5, 9);
    expect(within(rows[0] as HTMLElement).getByText(`${window.location.origin}/shared/${TOKEN}`)).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(/^Expires 2026-05-11/)).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(/Created by Tester Tom/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/^Never expires/)).toBeTruthy();
  });

  it('copies a link with a success message, or warns when the browser cannot copy', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    renderDialog();
    const [first] = await screen.findAllByTestId('share-row');
    clickButton('Copy link', first as HTMLElement);
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shared/${TOKEN}`);

    setClipboard(undefined);
    clickButton('Copy link', first as HTMLElement);
    expect(await screen.findByText(/does not support automatic copying/)).toBeTruthy();
  });

  it('creates a link with the chosen expiry, or one that never expires', async () => {
    renderDialog();
    await screen.findAllByTestId('share-row');
    clickButton('Create link');
    await waitFor(() => expect(api.createShare).toHaveBeenCalledWith({ projectId: 5, questionId: 9, expireDays: 7 }));
    expect(await screen.findByText('Link created')).toBeTruthy();
    await waitFor(() => expect(api.listShares).toHaveBeenCalledTimes(2));

    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('Never (until revoked)'));
    clickButton('Create link');
    await waitFor(() =>
      expect(api.createShare).toHaveBeenLastCalledWith({ projectId: 5, questionId: 9, expireDays: null }),
    );

    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('In 30 days'));
    clickButton('Create link');
    await waitFor(() =>
      expect(api.createShare).toHaveBeenLastCalledWith({ projectId: 5, questionId: 9, expireDays: 30 }),
    );
  });

  it('revokes a link after confirmation and reloads the list', async () => {
    renderDialog();
    const [first] = await screen.findAllByTestId('share-row');
    clickButton('Revoke', first as HTMLElement);
    const confirm = await screen.findByText('Revoke this link? People who have it can no longer open it.');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    vi.mocked(api.listShares).mockResolvedValue(ok([]));
    clickButton('Revoke', popover);
    await waitFor(() => expect(api.revokeShare).toHaveBeenCalledWith(5, 1));
    expect(await screen.findByText('Link revoked')).toBeTruthy();
    expect(await screen.findByText('No active links yet')).toBeTruthy();
  });

  it('closes', async () => {
    const { onClose } = renderDialog();
    await screen.findAllByTestId('share-row');
    clickButton('Close');
    expect(onClose).toHaveBeenCalled();
  });
});
