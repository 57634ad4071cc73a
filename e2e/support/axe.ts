import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import { type Frame, type Page, expect } from '@playwright/test';

/** The impacts that fail a journey (DESIGN.md "Tests"); minor and moderate findings are left to review. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** What the page's axe-core is given: the parts of its context and options the journeys use. */
interface AxeRun {
  context: { exclude: string[][] };
  options: { rules: Record<string, { enabled: boolean }>; resultTypes: string[] };
}

declare global {
  interface Window {
    axe?: { run(context: AxeRun['context'], options: AxeRun['options']): Promise<AxeResults> };
  }
}

/** The axe-core release @axe-core/playwright is built against, read from where that package resolves it. */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core with its default rules plus one it still marks experimental: a control whose accessible name
 * does not contain its visible text cannot be reached by saying what one sees (WCAG 2.5.3). A message
 * already fading out on its way to removal is left out: its leave animation can start after `settle`, and
 * its half-transparent text then failed the contrast rule (a full run failed so once). Only violations are
 * detailed: what passes is not reported anyway, and describing every passing node doubled a run on a long list.
 */
const AXE_RUN: AxeRun = {
  context: { exclude: [['.ant-message-fade-leave']] },
  options: { rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] },
};

/**
 * Waits until the page shows what its address names and holds still. The address changes before React draws a
 * navigation (the app names the drawn address on `<html data-drawn>`, RootShell): a check right after a link's
 * click once measured the previous page's hovered link. antd fades menus, tabs and messages in: a contrast check
 * taken mid-animation measures half-transparent text, so every finite animation must have ended too (spinners
 * run forever and are skipped), and no button may still be waiting for its request.
 */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.documentElement.dataset.drawn === location.pathname + location.search, undefined, {
      timeout: 5_000,
    })
    // A page that rewrites its own address as it draws has settled on the address it wrote; axe then checks as it is.
    .catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    // Something that keeps restarting its animation should not hang the journey; axe then checks as it is.
    .catch(() => undefined);
  // A button busy with its request is drawn faded (antd's loading state): a check taken then measured its label at
  // 2.68:1 (a clean-clone run failed so once). So is a list refreshing under its spinner (`.ant-spin-blur`): the
  // issue list refetching after the other person's change measured its rows at 2.1 to 3.2:1. The page at rest has
  // the request answered, and a list still waiting for its first answer (its skeleton, `aria-busy`) has it too: checked
  // before, the admin's account table scrolled sideways around a skeleton with nothing to focus (a clean-clone run).
  await page
    .waitForFunction(
      () => document.querySelector('.ant-btn-loading, .ant-spin-blur, [aria-busy="true"]') === null,
      undefined,
      { timeout: 5_000 },
    )
    // A button that stays busy past that (a long upload) is checked as it is.
    .catch(() => undefined);
}

/**
 * Loads axe-core into a frame once per document. @axe-core/playwright injected its 640 kB into the page twice on
 * every check and finished each run in a new blank page: about 1.5 s of each check on a short page, for 200 checks
 * a CI run (issue 40). A frame that is gone or navigating is left out, as axe-core leaves out what it cannot reach.
 */
async function loadAxe(frame: Frame): Promise<void> {
  const loaded = await frame.evaluate(() => window.axe !== undefined).catch(() => true);
  if (!loaded) await frame.evaluate(axeSource).catch(() => undefined);
}

/** Runs axe-core in the page (and, through it, its same-origin frames) as the page is now. */
async function analyze(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) await loadAxe(frame);
  return page.evaluate(async ({ context, options }) => {
    if (!window.axe) throw new Error('axe-core did not load into the page');
    return window.axe.run(context, options);
  }, AXE_RUN);
}

/** One line per offending element, so a failure names the rule, the element and what to change. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map(
        (node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
      );
      return `  [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Runs axe-core on the page as it is now and fails on serious or critical violations (ADR 0015). Call it
 * on every page a journey visits, after the page shows what the journey came for.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await settle(page);
  const results = await analyze(page);
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  expect(describeViolations(blocking), `axe-core: serious or critical violations on ${page.url()}`).toBe('');
}
