import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the page as it is now and fails on serious or critical violations (DESIGN.md: components
 * labelled and keyboard-usable). Evaluated rather than injected as a script tag, so no page policy stops it.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // The resting colours are checked, not a hover state the last click left under the mouse.
  await page.mouse.move(0, 0);
  // Colours are only final once antd's transitions and motions have run.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await page.evaluate(axeSource);
  const problems = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document);
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} at ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
      );
  });
  expect(problems, `accessibility of ${where}`).toEqual([]);
}
