import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** The impacts that fail a journey (DESIGN.md "Tests"); minor and moderate findings are left to review. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/**
 * antd fades menus, tabs and messages in: a contrast check taken mid-animation measures half-transparent
 * text. Waits until every finite animation has ended (spinners run forever and are skipped).
 */
async function settle(page: Page): Promise<void> {
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
 * axe-core with its default rules plus one it still marks experimental: a control whose accessible name
 * does not contain its visible text cannot be reached by saying what one sees (WCAG 2.5.3). A message
 * already fading out on its way to removal is left out: its leave animation can start after `settle`, and
 * its half-transparent text then failed the contrast rule (a full run failed so once).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .exclude('.ant-message-fade-leave');
}

/**
 * Runs axe-core on the page as it is now and fails on serious or critical violations (ADR 0015). Call it
 * on every page a journey visits, after the page shows what the journey came for.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await settle(page);
  const results = await axeOn(page).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  expect(describeViolations(blocking), `axe-core: serious or critical violations on ${page.url()}`).toBe('');
}
