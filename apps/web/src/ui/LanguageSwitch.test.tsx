import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { LanguageSwitch } from './LanguageSwitch';

afterAll(() => i18n.changeLanguage('zh'));

describe('language switch (spec point 1, ADR 0015)', () => {
  it('has an accessible name that starts with the visible language (WCAG 2.5.3)', async () => {
    await i18n.changeLanguage('zh');
    render(<LanguageSwitch />);
    const button = screen.getByTestId('language-switch');
    expect(button.textContent).toBe('中文');
    expect(button.getAttribute('aria-label')).toBe('中文，切换语言');
  });

  it('marks each language name with its own language', async () => {
    await i18n.changeLanguage('en');
    render(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: 'English, change language' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('language-switch'));
    expect((await screen.findByText('中文')).getAttribute('lang')).toBe('zh-CN');
  });
});
