import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../../api/admin';
import { i18n } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import AuditLogPage from './AuditLogPage';

vi.mock('../../../api/admin', () => ({ auditLog: vi.fn() }));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.clearAllMocks());

/** Issue 35: the audit log's page reads the lines, searches them, and offers nothing that changes one. */
describe('/admin/audit', () => {
  it('shows who did what to whom from where, the change on expanding, and searches by words', async () => {
    vi.mocked(auditLog).mockResolvedValue({
      code: 200,
      msg: '',
      total: 1,
      rows: [
        {
          auditId: 3,
          actorId: 1,
          actorName: 'admin',
          action: 'userDisable',
          targetType: 'user',
          targetId: '7',
          targetLabel: 'grace.h',
          before: { disabled: false },
          after: { disabled: true },
          ip: '203.0.113.7',
          createTime: '2030-01-04T00:00:00.000Z',
        },
      ],
    });
    renderPage(<AuditLogPage />, '/admin/audit');
    const row = (await screen.findByText('Account disabled')).closest('tr');
    expect(row?.textContent).toContain('User grace.h');
    expect(row?.textContent).toContain('203.0.113.7');
    fireEvent.click(screen.getByRole('button', { name: /expand/i }));
    expect((await screen.findByText(/"disabled": true/)).textContent).toContain('true');
    expect(screen.queryByRole('button', { name: /Delete|Edit/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('Search by actor or target'), { target: { value: 'grace' } });
    fireEvent.keyDown(screen.getByLabelText('Search by actor or target'), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(auditLog).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: 'grace' })));
  });
});
