import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type * as Canvas from '@napi-rs/canvas';
import type * as SvgCaptcha from 'svg-captcha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, getTestServer } from '../../test/server';
import { CAPTCHA_ALPHABET } from './captchaImage';

/**
 * Issue 9 "Prove it": the cheap attacks that read the old SVG captcha, run against fresh captchas from
 * GET /captchaImage; each must read under 1% of them (ADR 0025 records the rates). SQLite only: the database
 * plays no part, and the OCR run takes a while.
 */
const load = createRequire(import.meta.url);
const { createCanvas, loadImage } = load('@napi-rs/canvas') as typeof Canvas;
/** 400: at the rate measured (ADR 0025), a chance run of 4 reads (1%) is itself under 1% likely. */
const SAMPLES = 400;
/** Images per Tesseract process: a crash (read again one by one) costs at most this many runs. */
const OCR_BATCH = 50;

/** Captchas as GET /captchaImage hands them out, with their answers read from the store. */
async function freshCaptchas(server: TestServer, count: number): Promise<{ png: Buffer; answer: string }[]> {
  const captchas: { png: Buffer; answer: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await server.app.inject({ method: 'GET', url: '/prod-api/captchaImage' });
    const { uuid, img } = (response.json() as { data: { uuid: string; img: string } }).data;
    const row = await server.database.db
      .selectFrom('ephemeral_entries')
      .select('value')
      .where('key', '=', `captcha:${uuid}`)
      .executeTakeFirstOrThrow();
    captchas.push({ png: Buffer.from(img.split(',')[1] ?? '', 'base64'), answer: row.value });
  }
  return captchas;
}

const rate = (read: number, total: number) => read / total;

/**
 * The outline lookup that read 500 of 500 old captchas: each character of svg-captcha is one filled
 * <path>, and its sequence of path commands names the glyph, learnt from captchas drawn with the library.
 */
function outlineReader(): (image: string) => string {
  const svgCaptcha = load('svg-captcha') as typeof SvgCaptcha;
  const glyphs = (svg: string) =>
    [...svg.matchAll(/<path fill="[^"]+" d="([^"]+)"/g)]
      .map((match) => match[1] ?? '')
      .map((path) => ({ x: Number.parseFloat(path.slice(1)), commands: path.replace(/[^A-Za-z]/g, '') }))
      .sort((left, right) => left.x - right.x);
  const table = new Map<string, string>();
  for (let index = 0; index < 300; index += 1) {
    const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL' });
    glyphs(captcha.data).forEach((glyph, at) => table.set(glyph.commands, (captcha.text[at] ?? '').toLowerCase()));
  }
  return (image) =>
    glyphs(image)
      .map((glyph) => table.get(glyph.commands) ?? '?')
      .join('');
}

/** Greyscale, then black below the threshold and white above: the usual clean-up before OCR. */
async function cleaned(png: Buffer, threshold: number): Promise<Buffer> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height);
  const data = pixels.data;
  for (let at = 0; at < data.length; at += 4) {
    const grey = 0.299 * (data[at] ?? 0) + 0.587 * (data[at + 1] ?? 0) + 0.114 * (data[at + 2] ?? 0);
    const value = grey < threshold ? 0 : 255;
    data[at] = value;
    data[at + 1] = value;
    data[at + 2] = value;
  }
  context.putImageData(pixels, 0, 0);
  return canvas.encodeSync('png');
}

type PageSegmentation = '7' | '8';

/** Runs Tesseract told the input is one line (psm 7) or one word (psm 8) of the captcha's characters. */
function runTesseract(input: string, pageSegmentation: PageSegmentation, stdin?: Buffer): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'tesseract',
      [input, 'stdout', '--psm', pageSegmentation, '-c', `tessedit_char_whitelist=${CAPTCHA_ALPHABET}`],
      // One thread each: two readers run side by side, and OpenMP threads fighting over two cores fail.
      { encoding: 'utf8', env: { ...process.env, OMP_THREAD_LIMIT: '1' }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) resolve(stdout);
        else if (error.signal) resolve(undefined);
        else reject(new Error(`${error.message} (exit code ${String(error.code)}) ${stderr}`));
      },
    );
    child.stdin?.end(stdin);
  });
}

const reading = (text: string) => text.replace(/\s/g, '').toLowerCase();

/**
 * Tesseract's reading of each image, `undefined` where Tesseract itself crashed on it (seen: SIGFPE on the odd image,
 * once in a full run of 800): the attack read nothing from it, and the test counts such images so that a reader that
 * crashes on everything cannot pass. The images go to one process as a list, its pages parted by form feeds: loading
 * the model once instead of per image is about seven times faster, which a loaded 2-core machine needed (issue 40).
 * A crash ends that process, so the images of a crashed list are read again one by one.
 */
async function tesseract(
  images: readonly Buffer[],
  pageSegmentation: PageSegmentation,
): Promise<(string | undefined)[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-ocr-'));
  try {
    const files = images.map((png, index) => {
      const file = path.join(folder, `${String(index)}.png`);
      fs.writeFileSync(file, png);
      return file;
    });
    const list = path.join(folder, 'images.txt');
    fs.writeFileSync(list, `${files.join('\n')}\n`);
    const pages = (await runTesseract(list, pageSegmentation))?.split('\f');
    if (pages?.length === images.length) return pages.map(reading);
    if (pages) throw new Error(`Tesseract read ${String(pages.length)} pages of ${String(images.length)}`);
    const one = async (png: Buffer) => {
      const text = await runTesseract('stdin', pageSegmentation, png);
      return text === undefined ? undefined : reading(text);
    };
    const readings: (string | undefined)[] = [];
    for (const png of images) readings.push(await one(png));
    return readings;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const tesseractInstalled = spawnSync('tesseract', ['--version']).status === 0;

describe('captcha attacks (issue 9)', () => {
  let server: TestServer;
  let captchas: { png: Buffer; answer: string }[];
  beforeAll(async () => {
    server = await getTestServer();
    captchas = await freshCaptchas(server, SAMPLES);
    // Drawing 400 captchas is CPU work too: a machine loaded far past its two cores took over 30 s (issue 40).
  }, 180_000);
  afterAll(() => server.close());

  it('leaves the outline lookup nothing to read: the image is a PNG with no vector text', () => {
    const read = outlineReader();
    let matched = 0;
    for (const { png, answer } of captchas) {
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const asText = png.toString('latin1');
      expect(asText).not.toMatch(/<svg|<path|<text/);
      if (read(asText) === answer) matched += 1;
    }
    console.log(`captcha attacks: the outline lookup read ${matched} of ${captchas.length}`);
    expect(matched).toBe(0);
  });

  it('reads the old svg-captcha images, so the lookup above is a working attack', () => {
    const svgCaptcha = load('svg-captcha') as typeof SvgCaptcha;
    const read = outlineReader();
    let matched = 0;
    for (let index = 0; index < 50; index += 1) {
      const old = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL' });
      if (read(old.data) === old.text.toLowerCase()) matched += 1;
    }
    expect(matched).toBeGreaterThanOrEqual(48);
  });

  // CI installs tesseract-ocr (.ci/run); on a developer machine without it the OCR attack is skipped, loudly.
  if (!tesseractInstalled) {
    const message = 'tesseract is not installed (apt-get install -y tesseract-ocr): the OCR attack on the captcha';
    if (process.env.CI) {
      it('has tesseract in CI', () => expect.fail(`${message} must run in CI`));
    } else {
      it.skip(`${message} was skipped`);
      console.warn(`SKIPPED: ${message} was not run`);
    }
    return;
  }

  it('leaves Tesseract, after greyscale and threshold clean-up, under 1% of captchas read exactly', async () => {
    const counts = { line: 0, word: 0, crashed: 0 };
    const clean = await Promise.all(captchas.map(({ png }) => cleaned(png, 128)));
    const batches: { from: number; pageSegmentation: PageSegmentation }[] = [];
    for (let from = 0; from < clean.length; from += OCR_BATCH) {
      batches.push({ from, pageSegmentation: '7' }, { from, pageSegmentation: '8' });
    }
    const worker = async () => {
      for (let batch = batches.pop(); batch; batch = batches.pop()) {
        const readings = await tesseract(clean.slice(batch.from, batch.from + OCR_BATCH), batch.pageSegmentation);
        readings.forEach((read, index) => {
          const answer = captchas[batch.from + index]?.answer ?? '';
          if (read === undefined) counts.crashed += 1;
          else if (read === answer) counts[batch.pageSegmentation === '7' ? 'line' : 'word'] += 1;
        });
      }
    };
    await Promise.all([worker(), worker()]);
    console.log(
      `captcha attacks: Tesseract read ${counts.line} as a line (psm 7), ${counts.word} as a word (psm 8) of ${SAMPLES}; it crashed on ${counts.crashed} of ${2 * SAMPLES} runs`,
    );
    expect(counts.crashed).toBeLessThan(SAMPLES * 0.02);
    expect(rate(counts.line, SAMPLES)).toBeLessThan(0.01);
    expect(rate(counts.word, SAMPLES)).toBeLessThan(0.01);
    // 800 readings are CPU work that cannot shrink without weakening the figure (ADR 0025: at 200 captchas a chance
    // failure would be about 5% likely); one process per image ran past 600 s on a machine loaded far past its cores.
  }, 600_000);
});
