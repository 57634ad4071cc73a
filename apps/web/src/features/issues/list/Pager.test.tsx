import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { Pager } from './Pager';

const onChange = vi.fn();
const pager = (current: number, total = 200) =>
  render(<Pager current={current} pageSize={20} total={total} sizes={[20, 80]} onChange={onChange} />);

afterEach(() => onChange.mockClear());

describe('the issue list pager (spec point 2 "problem", ADR 0092)', () => {
  it('goes to the next, previous and a chosen page, and changes the page size from page 1', async () => {
    await changeLocale('en');
    pager(1);
    const pages = screen.getByRole('navigation', { name: 'Pages of issues' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 20);
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 10' }));
    expect(onChange).toHaveBeenLastCalledWith(10, 20);
    const size = within(pages).getByRole('combobox', { name: 'Issues per page' });
    // Drawn like antd's Select by styles.css, not with the browser's bevel (issue 38, point 8).
    expect(size.classList.contains('native-select')).toBe(true);
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['20 / page', '80 / page']);
    fireEvent.change(size, { target: { value: '80' } });
    expect(onChange).toHaveBeenLastCalledWith(1, 80);
  });

  it('holds a page past the end to the last one, where "next" stops', async () => {
    await changeLocale('en');
    pager(30);
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(9, 20);
  });

  it('speaks Chinese', async () => {
    await changeLocale('zh');
    pager(1);
    expect(screen.getByRole('button', { name: '下一页' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '每页问题数' }).textContent).toContain('80 条/页');
  });
});
