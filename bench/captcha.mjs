// The captcha's drawing speed (issue 9: under 5 ms an image), part of `npm run bench`.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Captcha images drawn per second in this process. The drawing module is bundled on the fly next to the
 * server's package, so it finds @napi-rs/canvas and the shipped font as the server does.
 */
export async function captchaDraws(count = 300) {
  const outfile = path.join(root, 'apps/server/.test-build', `bench-captcha-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(root, 'apps/server/src/modules/account/captchaImage.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['@napi-rs/canvas'],
    logLevel: 'warning',
  });
  try {
    const { captchaText, drawCaptcha } = await import(outfile);
    drawCaptcha(captchaText()); // the font loads with the first one
    const started = performance.now();
    for (let index = 0; index < count; index += 1) drawCaptcha(captchaText());
    const msEach = (performance.now() - started) / count;
    return { count, msEach, perSecond: Math.round(1000 / msEach) };
  } finally {
    fs.rmSync(outfile, { force: true });
  }
}
