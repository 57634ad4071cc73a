import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from '../test/builtServer';

/** Issue 38, point 9: the first start on a terminal speaks to a person; the log keeps to what needs attention. */
describe('the built server on a terminal', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-terminal-'));
  let server: BuiltServer;

  beforeAll(async () => {
    // A pipe, not a terminal: LOG_FORMAT=pretty asks for what a terminal gets by itself.
    server = await startBuiltServer({ DATA_DIR: dataDir, LOG_FORMAT: 'pretty', LANG: 'zh_CN.UTF-8' });
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The banner's lines, from its top edge to its bottom one. */
  async function banner(): Promise<string[]> {
    await expect.poll(() => server.lines.some((line) => line.startsWith('└'))).toBe(true);
    const top = server.lines.findIndex((line) => line.startsWith('┌'));
    const bottom = server.lines.findIndex((line) => line.startsWith('└'));
    return server.lines.slice(top, bottom + 1);
  }

  it('frames the address, the administrator and the generated password, in the terminal language', async () => {
    const lines = await banner();
    const text = lines.join('\n');
    expect(text).toContain('Questline 已启动');
    expect(text).toContain(server.url);
    expect(text).toMatch(/管理员账号\s+admin/);
    const logged = server.lines.find((line) => line.includes('Created the platform administrator')) ?? '';
    const password = /generated password (\S+) /.exec(logged)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(text).toContain(`${password}（只显示这一次，登录后请修改）`);
    expect(text).toMatch(/停止\s+Ctrl\+C/);
  });

  it('writes readable lines, not JSON, and none for a successful call at the default level', async () => {
    const before = server.lines.length;
    expect((await fetch(`${server.url}/prod-api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/prod-api/no-such-call`)).status).toBe(404);
    await expect.poll(() => server.lines.slice(before).some((line) => line.includes('request refused'))).toBe(true);
    const written = server.lines.slice(before);
    expect(written.some((line) => line.includes('/prod-api/health'))).toBe(false);
    expect(written.filter((line) => line.includes('/prod-api/no-such-call'))).toHaveLength(1);
    expect(server.lines.filter((line) => line.startsWith('{'))).toEqual([]);
    expect(server.lines.some((line) => /INFO.*Server listening at/.test(line))).toBe(true);
  });
});
