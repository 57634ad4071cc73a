import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, currentLocale } from './index';
import { LANGUAGE_STORAGE_KEY, languageHeader, storedLanguage } from './language';

describe('language choice (spec point 1)', () => {
  afterEach(async () => {
    await changeLocale('zh');
    window.localStorage.clear();
  });

  it('defaults to zh', () => {
    window.localStorage.clear();
    expect(storedLanguage()).toBe('zh');
  });

  it('keeps the choice in local storage and applies it', async () => {
    await changeLocale('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(storedLanguage()).toBe('en');
    expect(currentLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('mirrors the choice in the language cookie the server reads for prerendered pages (ADR 0050)', async () => {
    await changeLocale('en');
    expect(document.cookie).toContain('language=en');
    await changeLocale('zh');
    expect(document.cookie).toContain('language=zh');
    expect(document.cookie).not.toContain('language=en');
  });

  it('ignores a stored value that is not a language', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage()).toBe('zh');
  });

  it('sends zh-CN or en-US', () => {
    expect(languageHeader('zh')).toBe('zh-CN');
    expect(languageHeader('en')).toBe('en-US');
  });
});
