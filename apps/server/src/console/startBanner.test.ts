import { describe, expect, it } from 'vitest';
import { browserAddress, startBanner, terminalLanguage } from './startBanner';

/** Columns on a terminal, counting CJK characters as two, to check the frame's edges line up. */
const columns = (line: string) =>
  [...line].reduce((width, c) => width + (/[\u2e80-\ua4cf\uff00-\uff60]/.test(c) ? 2 : 1), 0);

/** Issue 38, point 9. */
describe('the start banner', () => {
  it('frames every line to one width, in English and in Chinese', () => {
    for (const language of ['en', 'zh'] as const) {
      const lines = startBanner({
        address: 'http://localhost:8080',
        administrator: 'admin',
        admin: { created: true, generatedPassword: 'Zq8-generated-pw' },
        passwordFromEnvironment: false,
        language,
      }).split('\n');
      expect(new Set(lines.map(columns)).size).toBe(1);
      expect(lines[0]?.startsWith('┌')).toBe(true);
      expect(lines.at(-1)?.startsWith('└')).toBe(true);
      expect(lines.join('\n')).toContain('Zq8-generated-pw');
    }
  });

  it('names where the password is when it was not generated now', () => {
    const text = (passwordFromEnvironment: boolean, created: boolean) =>
      startBanner({
        address: 'http://localhost:8080',
        administrator: 'admin',
        admin: created ? { created, generatedPassword: undefined } : { created },
        passwordFromEnvironment,
        language: 'en',
      });
    expect(text(true, true)).toContain('the ADMIN_PASSWORD you set');
    expect(text(true, false)).toContain('the ADMIN_PASSWORD you set');
    expect(text(false, false)).toContain('the one set on the first start');
    expect(text(false, false)).toMatch(/Stop\s+Ctrl\+C/);
  });

  it('speaks Chinese to a zh_* terminal and English to any other', () => {
    expect(terminalLanguage({ LANG: 'zh_CN.UTF-8' })).toBe('zh');
    expect(terminalLanguage({ LC_ALL: 'zh_TW.UTF-8', LANG: 'en_US.UTF-8' })).toBe('zh');
    expect(terminalLanguage({ LANG: 'en_GB.UTF-8' })).toBe('en');
    expect(terminalLanguage({})).toBe('en');
  });

  it('gives the address a browser reaches', () => {
    const at = (host: string, configuredPort: number, port: number, publicUrl: string) =>
      browserAddress({ host, configuredPort, port, publicUrl });
    expect(at('0.0.0.0', 8080, 8080, 'http://0.0.0.0:8080')).toBe('http://localhost:8080');
    // PORT=0: the system's choice, not the configured 0.
    expect(at('127.0.0.1', 0, 41234, 'http://127.0.0.1:0')).toBe('http://127.0.0.1:41234');
    expect(at('::', 8080, 8080, 'http://:::8080')).toBe('http://localhost:8080');
    expect(at('::1', 8080, 8080, 'http://::1:8080')).toBe('http://[::1]:8080');
    expect(at('0.0.0.0', 8080, 8080, 'https://tracker.example.com')).toBe('https://tracker.example.com');
  });
});
