import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { person } from './support/accounts';
import { expectAccessible } from './support/axe';
import { button } from './support/pages';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

const MB = 1024 * 1024;

const labels = {
  zh: {
    title: '我的网盘',
    root: '我的网盘',
    done: (count: number) => `上传（已完成 ${String(count)} / ${String(count)}）`,
    move: (name: string) => `移动 ${name}`,
    here: '移动到这里',
    remove: (name: string) => `删除 ${name}`,
    recycle: '回收站',
    files: '文件',
    restore: (name: string) => `还原 ${name}`,
    restored: '已还原 1 项',
    share: (name: string) => `分享 ${name}`,
    createLink: '生成分享链接',
    sharePassword: '访问密码',
    open: '打开',
    download: /^下\s?载$/,
  },
  en: {
    title: 'My network disk',
    root: 'My disk',
    done: (count: number) => `Uploads (${String(count)} of ${String(count)} done)`,
    move: (name: string) => `Move ${name}`,
    here: 'Move here',
    remove: (name: string) => `Delete ${name}`,
    recycle: 'Recycle bin',
    files: 'Files',
    restore: (name: string) => `Restore ${name}`,
    restored: 'Restored 1 item',
    share: (name: string) => `Share ${name}`,
    createLink: 'Create a share link',
    sharePassword: 'Password',
    open: 'Open',
    download: 'Download',
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  const l = labels[lang];
  /**
   * Issue 32 "Tests": a person uploads a whole folder and a large file whose connection drops half-way (the upload
   * goes on from where the server has it, it does not start again), previews a text, moves the large file into the
   * folder, deletes it and restores it from the recycle bin.
   */
  test(`the network disk: a folder, an interrupted upload that resumes, a preview, a move, the recycle bin and a share read signed out (${lang})`, async ({
    page,
    request,
    baseURL,
    consoleErrors,
  }) => {
    const me = await person(request, `Disk ${lang}`);
    await useToken(page.context(), baseURL ?? '', me.token);
    await speaks(page, lang);
    const local = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-disk-e2e-'));
    const folder = path.join(local, `notes-${lang}`);
    fs.mkdirSync(path.join(folder, 'week 1'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'readme.txt'), `hello from the ${lang} disk\n`);
    fs.writeFileSync(path.join(folder, 'week 1', 'plan.md'), '# plan\n');
    const large = path.join(local, 'recording.bin');
    fs.writeFileSync(large, Buffer.alloc(12 * MB, 0x5a));

    await page.goto('/myNetworkDisk');
    await expect(page.getByRole('heading', { level: 1, name: l.title }).last()).toBeVisible();

    // The second piece of the large file loses its connection once; the client asks where to go on from.
    consoleErrors.allow(/ERR_CONNECTION_RESET \(http:\/\/[^)]+\/prod-api\/questline\/disk\/upload\/[a-f0-9]{32}\)$/);
    const patches: string[] = [];
    let dropped = false;
    await page.route('**/prod-api/questline/disk/upload/**', async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      const offset = (await request.allHeaders())['upload-offset'] ?? '';
      patches.push(offset);
      if (!dropped && offset === String(5 * MB)) {
        dropped = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.locator('input[type=file][webkitdirectory]').setInputFiles(folder);
    await page.locator('input[type=file][multiple]').setInputFiles(large);
    await expect(page.getByText(l.done(3))).toBeVisible({ timeout: 30_000 });
    expect(dropped).toBe(true);
    // Nothing was sent again from the start: the piece that failed was sent again, then the rest.
    expect(patches.filter((offset) => offset === String(5 * MB))).toHaveLength(2);
    expect(patches.filter((offset) => offset === String(10 * MB))).toHaveLength(1);
    await page.unroute('**/prod-api/questline/disk/upload/**');

    const table = page.getByRole('table');
    await expect(table.getByRole('button', { name: 'recording.bin', exact: true })).toBeVisible();
    await expectAccessible(page);

    // The folder arrived with its own folder inside; its text previews in the page.
    await table.getByRole('button', { name: `notes-${lang}`, exact: true }).click();
    await expect(table.getByRole('button', { name: 'week 1', exact: true })).toBeVisible();
    await table.getByRole('button', { name: 'readme.txt', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'readme.txt' });
    await expect(preview.getByText(`hello from the ${lang} disk`)).toBeVisible();
    await expect(preview.getByRole('link', { name: l.download })).toHaveAttribute('href', /\/disk\/file\/\d+$/);
    await preview.getByRole('button', { name: /close|关闭/i }).click();

    // Back to the root, the large file moves into the folder.
    await page.getByRole('button', { name: l.root }).click();
    await table.getByRole('button', { name: l.move('recording.bin') }).click();
    const mover = page.getByRole('dialog');
    await mover.getByRole('button', { name: `notes-${lang}`, exact: true }).click();
    await button(mover, l.here).click();
    await expect(table.getByRole('button', { name: 'recording.bin', exact: true })).toHaveCount(0);

    // Deleted, it waits in the recycle bin, and comes back where it was.
    await table.getByRole('button', { name: `notes-${lang}`, exact: true }).click();
    await table.getByRole('button', { name: l.remove('recording.bin') }).click();
    await expect(table.getByRole('button', { name: 'recording.bin', exact: true })).toHaveCount(0);
    await page.getByText(l.recycle, { exact: true }).click();
    await page.getByRole('button', { name: l.restore('recording.bin') }).click();
    await expect(page.getByText(l.restored)).toBeVisible();
    await expectAccessible(page);
    await page.getByText(l.files, { exact: true }).click();
    await expect(table.getByRole('button', { name: 'recording.bin', exact: true })).toBeVisible();

    // The folder is shared with a password; someone who is not signed in reads it through the link.
    await page.getByRole('button', { name: l.root }).click();
    await table.getByRole('button', { name: l.share(`notes-${lang}`) }).click();
    const sharing = page.getByRole('dialog');
    await sharing.getByLabel(l.sharePassword).fill('open sesame');
    await button(sharing, l.createLink).click();
    const link = await sharing.getByTestId('share-link').inputValue();
    expect(link).toMatch(/\/diskShared\/[A-Za-z0-9_-]{32}$/);
    await expectAccessible(page);

    const visitor = await page.context().browser()?.newContext();
    if (!visitor) throw new Error('no browser to open the share in');
    const stranger = await visitor.newPage();
    await speaks(stranger, lang);
    await stranger.goto(link);
    await stranger.getByLabel(l.sharePassword).fill('open sesame');
    await button(stranger, l.open).click();
    await expect(stranger.getByRole('button', { name: 'week 1', exact: true })).toBeVisible();
    const download = stranger.getByRole('link', { name: new RegExp(`recording\\.bin`) });
    await expect(download).toHaveAttribute('href', /\/anonymous\/diskShare\/[^/]+\/file\/\d+\?ticket=/);
    await expectAccessible(stranger);
    await visitor.close();
    fs.rmSync(local, { recursive: true, force: true });
  });
}
