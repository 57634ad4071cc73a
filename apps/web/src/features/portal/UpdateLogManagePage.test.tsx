import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/portal';
import { clearSession, sessionStore } from '../../session/store';
import { userInfoFixture } from '../../test/fixtures/user';
import { renderPage } from '../../test/renderPage';
import UpdateLogManagePage from './UpdateLogManagePage';

vi.mock('../../api/portal', () => ({
  getUpdateLogYears: vi.fn(async () => ({ code: 200, msg: 'ok', data: [2026] })),
  getUpdateLog: vi.fn(async () => ({
    code: 200,
    msg: 'ok',
    data: [{ id: 7, day: '2026-11-24', locale: 'zh', summary: '门户网站', content: '<p>首页</p>' }],
  })),
  addUpdateLog: vi.fn(async () => ({ code: 200, msg: 'ok', data: { id: 8 } })),
  editUpdateLog: vi.fn(async () => ({ code: 200, msg: 'ok', data: null })),
  deleteUpdateLog: vi.fn(async () => ({ code: 200, msg: 'ok', data: null })),
}));

afterEach(() => {
  clearSession();
  vi.clearAllMocks();
});

/** Issue 12 "Update log": the platform administrator's editing page (ADR 0028). */
describe('UpdateLogManagePage', () => {
  it('tells anyone but a platform administrator that the page is not theirs, and asks nothing', () => {
    sessionStore.set(userInfoFixture());
    renderPage(<UpdateLogManagePage />, '/updateLogManage');
    expect(screen.getByText('只有平台管理员可以编辑更新日志。')).toBeTruthy();
    expect(api.getUpdateLogYears).not.toHaveBeenCalled();
  });

  it('lists the entries and adds one in the interface language', async () => {
    sessionStore.set({ ...userInfoFixture(), roles: ['admin'] });
    renderPage(<UpdateLogManagePage />, '/updateLogManage');
    expect(await screen.findByText('门户网站')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /新增记录/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('日期'), { target: { value: '2026-12-01' } });
    fireEvent.change(within(dialog).getByLabelText('摘要'), { target: { value: '更新日志管理' } });
    fireEvent.change(within(dialog).getByLabelText('内容（HTML）'), { target: { value: '<p>管理员可编辑</p>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() =>
      expect(api.addUpdateLog).toHaveBeenCalledWith({
        day: '2026-12-01',
        summary: '更新日志管理',
        content: '<p>管理员可编辑</p>',
        locale: 'zh',
      }),
    );
  });

  it('edits an entry by its id', async () => {
    sessionStore.set({ ...userInfoFixture(), roles: ['admin'] });
    renderPage(<UpdateLogManagePage />, '/updateLogManage');
    fireEvent.click(await screen.findByRole('button', { name: /编\s?辑/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('摘要'), { target: { value: '门户网站上线' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() =>
      expect(api.editUpdateLog).toHaveBeenCalledWith({
        id: 7,
        day: '2026-11-24',
        summary: '门户网站上线',
        content: '<p>首页</p>',
        locale: 'zh',
      }),
    );
  });
});
