import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALE_HEADER, localeFromHeader } from './locale';
import { formatMessage, serverMessages } from './messages';

describe('locales (spec points 1 and 7)', () => {
  it('defaults to zh', () => {
    expect(DEFAULT_LOCALE).toBe('zh');
    expect(localeFromHeader(undefined)).toBe('zh');
    expect(localeFromHeader('')).toBe('zh');
  });

  it('reads the first tag of a language header', () => {
    expect(localeFromHeader('en-US')).toBe('en');
    expect(localeFromHeader('en-GB,zh;q=0.5')).toBe('en');
    expect(localeFromHeader('zh-CN,en;q=0.9')).toBe('zh');
    expect(localeFromHeader('fr-FR')).toBe('zh');
  });

  it('sends zh-CN and en-US, as the client contract says', () => {
    expect(LOCALE_HEADER).toEqual({ zh: 'zh-CN', en: 'en-US' });
  });
});

describe('server messages', () => {
  it('has the same keys in both languages', () => {
    expect(Object.keys(serverMessages.en).sort()).toEqual(Object.keys(serverMessages.zh).sort());
  });

  it('fills parameters and leaves unknown ones visible', () => {
    expect(formatMessage('en', 'routeNotFound', { method: 'GET', path: '/x' })).toBe('There is no interface GET /x');
    expect(formatMessage('zh', 'payloadTooLarge')).toBe('请求内容过大，上限为 {limit}');
  });
});
