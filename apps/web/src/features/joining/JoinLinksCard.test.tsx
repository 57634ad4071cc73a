import type { CreatedJoinLink, JoinLink } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminJoinLinks,
  createAdminJoinLink,
  createProjectJoinLink,
  projectJoinLinks,
  revokeProjectJoinLink,
} from '../../api/joining';
import { i18n } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { JoinLinksCard } from './JoinLinksCard';
import { ok } from '../../test/api';

vi.mock('../../api/joining', () => ({
  projectJoinLinks: vi.fn(),
  createProjectJoinLink: vi.fn(),
  revokeProjectJoinLink: vi.fn(),
  adminJoinLinks: vi.fn(),
  createAdminJoinLink: vi.fn(),
  revokeAdminJoinLink: vi.fn(),
}));

const link = (overrides: Partial<JoinLink> = {}): JoinLink => ({
  linkId: 1,
  projectId: 4,
  projectName: 'Falcon',
  email: null,
  maxUses: 1,
  useCount: 0,
  expireTime: '2030-01-08T00:00:00.000Z',
  createTime: '2030-01-01T00:00:00.000Z',
  creatorName: 'Mei',
  state: 'live',
  ...overrides,
});

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.clearAllMocks());

/** Issue 38 point 2 (ADR 0108): a project's invitation links on its members tab. */
describe('invitation links', () => {
  it('lists the links with their use and state, and revokes a live one', async () => {
    vi.mocked(projectJoinLinks).mockResolvedValue(
      ok([link(), link({ linkId: 2, maxUses: 5, useCount: 5, state: 'usedUp', email: 'ann@example.com' })]),
    );
    vi.mocked(revokeProjectJoinLink).mockResolvedValue(ok(null));
    renderPage(<JoinLinksCard owner={{ kind: 'project', projectId: 4 }} />, '/');
    const used = await screen.findByText('5 of 5');
    const row = used.closest('tr') as HTMLElement;
    expect(within(row).getByText('Used up')).toBeTruthy();
    expect(within(row).getByText('ann@example.com')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Revoke' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revokeProjectJoinLink).toHaveBeenCalledWith(4, 1));
  });

  it('makes a multi-use link bound to an address and shows its address once to copy', async () => {
    vi.mocked(projectJoinLinks).mockResolvedValue(ok([]));
    const created: CreatedJoinLink = { ...link({ maxUses: 3 }), url: 'https://q.example/join/abc' };
    vi.mocked(createProjectJoinLink).mockResolvedValue(ok(created));
    renderPage(<JoinLinksCard owner={{ kind: 'project', projectId: 4 }} />, '/');
    expect(await screen.findByText('No invitation links yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /New invitation link/ }));
    fireEvent.click(await screen.findByLabelText('Multi-use'));
    fireEvent.change(await screen.findByLabelText('At most this many people'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Only for this e-mail (optional)'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('The e-mail address is invalid')).toBeTruthy();
    expect(createProjectJoinLink).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Only for this e-mail (optional)'), {
      target: { value: ' ann@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByTestId('created-link')).toHaveProperty('textContent', 'https://q.example/join/abc');
    expect(createProjectJoinLink).toHaveBeenCalledWith({
      projectId: 4,
      maxUses: 3,
      expiresInDays: 7,
      email: 'ann@example.com',
    });
    expect(screen.getByText('Copy the link now and send it: it is shown only once.')).toBeTruthy();
  });

  it("keeps the platform administrator's links, which join no project", async () => {
    vi.mocked(adminJoinLinks).mockResolvedValue(ok([]));
    vi.mocked(createAdminJoinLink).mockResolvedValue(
      ok({ ...link({ projectId: null }), url: 'https://q.example/join/x' }),
    );
    renderPage(<JoinLinksCard owner={{ kind: 'admin' }} />, '/');
    expect(await screen.findByText(/they join no project/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /New invitation link/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(createAdminJoinLink).toHaveBeenCalledWith({ maxUses: 1, expiresInDays: 7, email: '' }));
  });
});
