import { DETAIL_PATH, type PublicDetail } from '@questline/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import type * as portalApi from '../portal/portalApi';
import { PublicCallFailed, publicGet } from '../portal/portalApi';
import DetailPage from './DetailPage';

vi.mock('../portal/portalApi', async (importOriginal) => ({
  ...(await importOriginal<typeof portalApi>()),
  publicGet: vi.fn(),
}));

/** The page's own call answers `answer`; the frame's side widget gets no QR codes. */
function answerDetail(answer: () => Promise<PublicDetail>) {
  vi.mocked(publicGet).mockImplementation(async (path: string) => {
    if (path === DETAIL_PATH) return answer();
    return { configValue: [] };
  });
}

const detailCalls = () => vi.mocked(publicGet).mock.calls.filter(([path]) => path === DETAIL_PATH);

const announcement: PublicDetail = {
  type: 'announcement',
  id: 12,
  title: '今晚维护',
  publishTime: '2026-03-02T14:00:00.000Z',
  body: '<p>从 <strong>22:00</strong> 开始</p>',
};

// The page goes before the language changes back: still drawn, it would ask again in Chinese, a call the next test
// would count as its own.
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await act(() => changeLocale('zh'));
});

/** Issue 39 (ADR 0120): /detailpage shows one public object from a shared link, in the portal's frame. */
describe('DetailPage', () => {
  it('shows an announcement with its title as the heading, its type, date and rich text, in the portal frame', async () => {
    answerDetail(async () => announcement);
    renderPage(<DetailPage />, '/detailpage', '/detailpage?type=announcement&id=12');

    const heading = await screen.findByRole('heading', { level: 1, name: '今晚维护' });
    expect(heading).toBeTruthy();
    expect(detailCalls()).toEqual([[DETAIL_PATH, { type: 'announcement', id: '12' }]]);
    const article = screen.getByRole('article', { name: '今晚维护' });
    expect(within(article).getByText('类型').nextElementSibling?.textContent).toBe('公告');
    expect(within(article).getByText('发布时间')).toBeTruthy();
    expect(article.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-02T14:00:00.000Z');
    expect(within(article).getByText('22:00').tagName).toBe('STRONG');
    expect(document.title).toBe('今晚维护 · Questline');
    // The portal's header: its navigation and, signed out, sign-in and sign-up.
    expect(screen.getByTestId('portal-nav')).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login');
  });

  it('marks an update-log entry written in another language, in the reader’s language around it', async () => {
    await act(() => changeLocale('en'));
    answerDetail(async () => ({
      type: 'updateLog',
      id: 3,
      title: '门户网站',
      day: '2026-01-20',
      locale: 'zh',
      body: '<p>新的首页</p>',
    }));
    renderPage(<DetailPage />, '/detailpage', '/detailpage?type=updateLog&id=3');

    const heading = await screen.findByRole('heading', { level: 1, name: '门户网站' });
    expect(heading.getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByText('新的首页').closest('[lang]')?.getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByText('Update log', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('Released')).toBeTruthy();
    expect(screen.getByText('2026-01-20').getAttribute('dateTime')).toBe('2026-01-20');
    expect(screen.getByRole('link', { name: 'See the whole update log' }).getAttribute('href')).toBe('/updateLog');
  });

  it('shows a resource’s category and plain description, and sends to the store for the rest', async () => {
    answerDetail(async () => ({
      type: 'resource',
      id: 7,
      title: 'Defect report template',
      updateTime: '2026-02-01T08:00:00.000Z',
      category: 'template',
      description: 'Line one\n<b>not bold</b>',
    }));
    renderPage(<DetailPage />, '/detailpage', '/detailpage?type=resource&id=7');

    await screen.findByRole('heading', { level: 1, name: 'Defect report template' });
    expect(screen.getByText('项目模板')).toBeTruthy();
    expect(screen.getByText('更新时间')).toBeTruthy();
    // Plain text: markup in a description is shown as typed, never drawn.
    expect(screen.getByText(/<b>not bold<\/b>/).textContent).toBe('Line one\n<b>not bold</b>');
    expect(screen.getByRole('link', { name: '在资源商城中查看' }).getAttribute('href')).toBe('/resourcesInfo?id=7');
  });

  it('answers the server’s not-found and a link it need not ask about with the same page', async () => {
    answerDetail(async () => {
      throw new PublicCallFailed('内容不存在或未公开', 404);
    });
    const first = renderPage(<DetailPage />, '/detailpage', '/detailpage?type=announcement&id=99');
    await screen.findByTestId('detail-not-found');
    const shown = screen.getByTestId('detail-not-found').innerHTML;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('内容不存在或未公开');
    expect(document.title).toBe('内容不存在或未公开 · Questline');
    // Not asked again: not found is an answer.
    expect(detailCalls()).toHaveLength(1);

    for (const link of ['/detailpage?type=notice&id=1', '/detailpage?type=resource&id=0', '/detailpage']) {
      await act(() => first.router.navigate(link));
      expect(screen.getByTestId('detail-not-found').innerHTML, link).toBe(shown);
    }
    expect(detailCalls()).toHaveLength(1);
  });

  it('says when the page could not be loaded and tries again on request', async () => {
    let calls = 0;
    answerDetail(async () => {
      calls += 1;
      if (calls <= 2) throw new TypeError('Failed to fetch');
      return announcement;
    });
    renderPage(<DetailPage />, '/detailpage', '/detailpage?type=announcement&id=12');

    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('内容暂时无法加载');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: '今晚维护' })).toBeTruthy();
  });
});
