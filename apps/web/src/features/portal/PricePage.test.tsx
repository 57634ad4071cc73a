import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import PricePage from './PricePage';

vi.mock('./portalApi', () => ({
  publicGet: vi.fn(async () => ({ email: 'sales@example.test', phone: null })),
}));

const prices = () => screen.getAllByTestId('plan-price').map((element) => element.textContent);
const perDay = () => screen.getAllByTestId('plan-per-day').map((element) => element.textContent);

/** Spec points 2 "Price page" and 9: the figures come from the contract's price functions. */
describe('PricePage', () => {
  beforeEach(() => {
    // jsdom has no modal dialogs; the page only needs them to open and close.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterEach(async () => {
    await act(() => changeLocale('zh'));
  });

  it('shows the monthly, annual and two-year prices and per-day figures of the spec', () => {
    renderPage(<PricePage />, '/price');
    expect(prices()).toEqual(['¥0', '¥68', '¥168', '¥388']);
    fireEvent.click(screen.getByRole('button', { name: '按年（8.8 折）' }));
    expect(prices()).toEqual(['¥0', '¥718.08', '¥1774.08', '¥4097.28']);
    expect(perDay().slice(1)).toEqual(['约 1.9 元/天', '约 4.8 元/天', '约 11.2 元/天']);
    fireEvent.click(screen.getByRole('button', { name: '两年（6 折）' }));
    expect(prices()).toEqual(['¥0', '¥979.2', '¥2419.2', '¥5587.2']);
    expect(perDay().slice(1)).toEqual(['约 1.3 元/天', '约 3.3 元/天', '约 7.6 元/天']);
    expect(screen.getByRole('button', { name: '两年（6 折）' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lists each plan’s limits and sends buyers to the upgrade page and free users to the workspace', () => {
    renderPage(<PricePage />, '/price');
    const enterprise = screen.getByRole('row', { name: /企业版/ });
    expect(
      within(enterprise)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['¥388', '不限', '不限', '永久']);
    const free = screen.getByRole('row', { name: /免费版/ });
    expect(
      within(free)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['¥0', '5', '5', '当天']);
    expect(within(screen.getByTestId('plan-standard')).getByRole('link').getAttribute('href')).toBe(
      '/user/UpgradeAccount',
    );
    expect(within(screen.getByTestId('plan-free')).getByRole('link').getAttribute('href')).toBe('/index');
  });

  it('opens the contact dialog with the configured contact and the support hours', async () => {
    renderPage(<PricePage />, '/price');
    fireEvent.click(screen.getByRole('button', { name: '联系管理员' }));
    expect((await screen.findByText('sales@example.test')).getAttribute('href')).toBe('mailto:sales@example.test');
    expect(screen.getByTestId('support-hours').textContent).toBe('服务时间：周一至周五 9:00-18:00');
  });

  it('speaks English when asked', async () => {
    await act(() => changeLocale('en'));
    renderPage(<PricePage />, '/price');
    fireEvent.click(screen.getByRole('button', { name: 'Annual (12% off)' }));
    expect(perDay().slice(1)).toEqual(['about ¥1.9 a day', 'about ¥4.8 a day', 'about ¥11.2 a day']);
    expect(screen.getByRole('row', { name: /Enterprise/ }).textContent).toContain('Permanently');
  });
});
