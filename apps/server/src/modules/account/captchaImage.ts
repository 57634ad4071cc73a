import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Canvas from '@napi-rs/canvas';
import { lazyPackage } from '../../lazyPackage';
import { rgbPng } from './rgbPng';

/**
 * The raster captcha (issue 9, ADR 0025). Drawn as pixels so no glyph outline reaches the client; every
 * distortion below is there because a cheap reader (outline lookup, Tesseract after a threshold) read the
 * plainer versions.
 */
const canvas = lazyPackage<typeof Canvas>('@napi-rs/canvas');

/**
 * Upper case only, without look-alikes once slanted, warped and overlapped: 0/O/D/Q, 1/I/L, 2/Z, 4/A, 5/S,
 * 6/G, 7/T, 8/B, U/V/W (a squeezed W reads as VV).
 */
export const CAPTCHA_ALPHABET = 'ACEFHJKMNPRTXY3569';
export const CAPTCHA_LENGTH = 4;
/** Twice the 120 x 40 the login page shows, so it stays sharp on high-density screens. */
export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 80;
const FONT_FAMILY = 'QuestlineCaptcha';

let fontRegistered = false;

/** The font ships in apps/server/assets (DejaVu Sans Bold, its LICENSE beside it), found the same way from src and dist. */
function registerFont(): void {
  if (fontRegistered) return;
  const serverRoot = path.dirname(createRequire(import.meta.url).resolve('@questline/server/package.json'));
  canvas().GlobalFonts.registerFromPath(path.join(serverRoot, 'assets/captcha/dejavu-sans-bold.woff2'), FONT_FAMILY);
  fontRegistered = true;
}

const between = (low: number, high: number) => low + (randomInt(0, 1_000_000) / 1_000_000) * (high - low);

export function captchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
}

/** Dark enough for 7:1 against the pale background, in a hue that changes with every image. */
function inkColour(): [number, number, number] {
  const hue = between(0, 360);
  const [r, g, b] = [0, 8, 4].map((n) => {
    const k = (n + hue / 30) % 12;
    return 0.22 - 0.18 * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  });
  return [Math.round((r ?? 0) * 255), Math.round((g ?? 0) * 255), Math.round((b ?? 0) * 255)];
}

/** Characters at their own size, slant and height, each tucked into the one before, the line centred. */
function drawCharacters(context: Canvas.SKRSContext2D, text: string, ink: string): void {
  context.fillStyle = ink;
  context.textBaseline = 'middle';
  const glyphs = [...text].map((character) => {
    const size = between(46, 54);
    context.font = `${size}px ${FONT_FAMILY}`;
    const width = context.measureText(character).width;
    return { character, size, width, advance: width * between(0.84, 0.94) };
  });
  const last = glyphs.at(-1);
  const lineWidth = glyphs.reduce((sum, glyph) => sum + glyph.advance, 0) + (last ? last.width - last.advance : 0);
  let x = (CAPTCHA_WIDTH - lineWidth) / 2 + between(-8, 8);
  for (const { character, size, width, advance } of glyphs) {
    context.font = `${size}px ${FONT_FAMILY}`;
    context.save();
    context.translate(x + width / 2, CAPTCHA_HEIGHT / 2 + between(-5, 5));
    context.rotate(between(-0.3, 0.3));
    context.scale(between(0.9, 1.1), between(0.92, 1.08));
    context.fillText(character, -width / 2, 0);
    context.restore();
    x += advance;
  }
}

/**
 * A curve from the left edge to the right one, its ends in the bands given and its bends in the middle
 * band, so it runs through the letters rather than above or below them (the curves that missed the text
 * left the captchas Tesseract read).
 */
function sweep(context: Canvas.SKRSContext2D, from: [number, number], to: [number, number]): void {
  context.beginPath();
  context.moveTo(between(0, 20), between(...from));
  context.bezierCurveTo(
    between(50, 100),
    between(26, CAPTCHA_HEIGHT - 26),
    between(140, 190),
    between(26, CAPTCHA_HEIGHT - 26),
    between(CAPTCHA_WIDTH - 20, CAPTCHA_WIDTH),
    between(...to),
  );
  context.stroke();
}

/**
 * Two curves through the text in its own colour, one falling and one rising so both cross the letters and a
 * threshold keeps them with the letters; then two thin cuts through the letters in no colour at all, which a
 * person reads across and an outline tracer does not.
 */
function drawCrossingCurves(context: Canvas.SKRSContext2D, ink: string): void {
  context.strokeStyle = ink;
  context.lineCap = 'round';
  const upper: [number, number] = [20, 34];
  const lower: [number, number] = [46, 60];
  context.lineWidth = between(2, 3);
  sweep(context, upper, lower);
  context.lineWidth = between(2, 3);
  sweep(context, lower, upper);
  context.globalCompositeOperation = 'destination-out';
  context.lineWidth = between(1.5, 2);
  sweep(context, [28, 40], [40, 52]);
  context.lineWidth = between(1.5, 2);
  sweep(context, [40, 52], [28, 40]);
  context.globalCompositeOperation = 'source-over';
}

/** A pale background with light dots, arcs and a few specks of the ink. */
function drawBackground(context: Canvas.SKRSContext2D, ink: string): void {
  const gradient = context.createLinearGradient(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  gradient.addColorStop(0, `hsl(${between(0, 360)}, 60%, 95%)`);
  gradient.addColorStop(1, `hsl(${between(0, 360)}, 60%, 92%)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  for (let dot = 0; dot < 160; dot += 1) {
    context.fillStyle = `hsl(${between(0, 360)}, 50%, ${between(60, 85)}%)`;
    context.fillRect(between(0, CAPTCHA_WIDTH), between(0, CAPTCHA_HEIGHT), between(1, 3), between(1, 3));
  }
  context.lineWidth = 1.5;
  for (let arc = 0; arc < 6; arc += 1) {
    context.strokeStyle = `hsl(${between(0, 360)}, 50%, ${between(60, 80)}%)`;
    context.beginPath();
    context.arc(between(0, CAPTCHA_WIDTH), between(0, CAPTCHA_HEIGHT), between(10, 40), 0, between(2, 6));
    context.stroke();
  }
  context.fillStyle = ink;
  for (let speck = 0; speck < 70; speck += 1) {
    context.fillRect(between(0, CAPTCHA_WIDTH), between(10, CAPTCHA_HEIGHT - 10), 2, 2);
  }
}

/** The text layer's alpha at a fractional point, blended from its four neighbours so warped edges stay smooth. */
function alphaAt(text: Uint8ClampedArray, x: number, y: number): number {
  const left = Math.floor(x);
  const top = Math.floor(y);
  if (left < 0 || top < 0 || left >= CAPTCHA_WIDTH - 1 || top >= CAPTCHA_HEIGHT - 1) return 0;
  const fx = x - left;
  const fy = y - top;
  const at = (column: number, row: number) => text[(row * CAPTCHA_WIDTH + column) * 4 + 3] ?? 0;
  const upper = at(left, top) * (1 - fx) + at(left + 1, top) * fx;
  const lower = at(left, top + 1) * (1 - fx) + at(left + 1, top + 1) * fx;
  return (upper * (1 - fy) + lower * fy) / 255;
}

/**
 * Lays the text layer (ink in its alpha) over the background through two sine waves, so the whole line
 * bends and no character keeps its font shape.
 */
function warpOnto(background: Uint8ClampedArray, text: Uint8ClampedArray, ink: [number, number, number]): void {
  const [amplitudeX, amplitudeY] = [between(3, 5), between(4, 6)];
  const [periodX, periodY] = [between(40, 70), between(70, 120)];
  const [phaseX, phaseY] = [between(0, 2 * Math.PI), between(0, 2 * Math.PI)];
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
    const shiftX = amplitudeX * Math.sin((2 * Math.PI * y) / periodX + phaseX);
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) {
      const shiftY = amplitudeY * Math.sin((2 * Math.PI * x) / periodY + phaseY);
      const alpha = alphaAt(text, x + shiftX, y + shiftY);
      if (alpha === 0) continue;
      const target = (y * CAPTCHA_WIDTH + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        const under = background[target + channel] ?? 0;
        background[target + channel] = under + ((ink[channel] ?? 0) - under) * alpha;
      }
    }
  }
}

/** A fresh PNG showing `text`. */
export function drawCaptcha(text: string): Buffer {
  registerFont();
  const { createCanvas } = canvas();
  const ink = inkColour();
  const inkStyle = `rgb(${ink.join(',')})`;
  const textLayer = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const textContext = textLayer.getContext('2d');
  drawCharacters(textContext, text, inkStyle);
  drawCrossingCurves(textContext, inkStyle);
  const image = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const context = image.getContext('2d');
  drawBackground(context, inkStyle);
  const pixels = context.getImageData(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  warpOnto(pixels.data, textContext.getImageData(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT).data, ink);
  return rgbPng(pixels.data, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
}
