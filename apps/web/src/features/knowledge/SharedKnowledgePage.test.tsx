import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/knowledge';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import SharedKnowledgePage from './SharedKnowledgePage';
import { ok } from '../../test/api';

vi.mock('../../api/knowledge', () => ({ getSharedSummary: vi.fn(), openShared: vi.fn() }));

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const open = (path = `/knowledgeShared/${TOKEN}`) => renderPage(<SharedKnowledgePage />, '/knowledgeShared/*', path);
const document = {
  kind: 'document' as const,
  title: 'Release plan',
  tree: null,
  document: { docId: 3, title: 'Release plan', content: '<p>Ship <strong>Friday</strong></p>', updateTime: '' },
};

beforeEach(async () => {
  await changeLocale('en');
});
afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

/** Issue 15 "Public sharing": /knowledgeShared/{token}, read-only, with or without a password. */
describe('/knowledgeShared/{token}', () => {
  it('shows an open share at once', async () => {
    vi.mocked(api.getSharedSummary).mockResolvedValue(
      ok({ kind: 'document', title: 'Release plan', needsPassword: false }),
    );
    vi.mocked(api.openShared).mockResolvedValue(ok(document));
    open();
    expect((await screen.findByTestId('shared-document')).textContent).toContain('Ship Friday');
    expect(api.openShared).toHaveBeenCalledWith(TOKEN, {});
  });

  it('asks for the password first and shows the server reason when it is wrong', async () => {
    vi.mocked(api.getSharedSummary).mockResolvedValue(
      ok({ kind: 'document', title: 'Release plan', needsPassword: true }),
    );
    vi.mocked(api.openShared)
      .mockRejectedValueOnce(new Error('The password is incorrect'))
      .mockResolvedValueOnce(ok(document));
    open();
    const field = await screen.findByLabelText('Password');
    fireEvent.change(field, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByText('The password is incorrect')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'open-sesame' } });
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    expect((await screen.findByTestId('shared-document')).textContent).toContain('Ship Friday');
    expect(api.openShared).toHaveBeenLastCalledWith(TOKEN, { password: 'open-sesame' });
  });

  it('says the same "no longer available" for a revoked, expired or unknown link', async () => {
    vi.mocked(api.getSharedSummary).mockRejectedValue(new Error('gone'));
    open();
    expect(await screen.findByText('This share does not exist or is no longer available')).toBeTruthy();
    open('/knowledgeShared/short');
    expect(api.getSharedSummary).toHaveBeenCalledTimes(1);
  });
});
