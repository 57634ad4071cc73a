import { type BrowserContext, type ConsoleMessage, test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** What a journey may do about the console errors its browsers log. */
export interface ConsoleErrors {
  /**
   * Lets the errors this journey provokes on purpose pass: each logged error is one line, its text and then the
   * address it came from in brackets, and the lines `expected` matches are not failures. Keep the pattern as narrow
   * as the provoked error (its status and its address), so nothing else slips through with it.
   */
  allow(expected: RegExp): void;
}

interface LoggedError {
  line: string;
  page: string;
}

function consoleLine(message: ConsoleMessage): LoggedError {
  const source = message.location().url;
  return { line: source ? `${message.text()} (${source})` : message.text(), page: message.page()?.url() ?? '' };
}

/**
 * Issue 28, point 8: every journey fails on any console error and any uncaught page error in any of its
 * browsers (the default page and every context it opens with browser.newContext), not only on hydration errors
 * of the portal. A React error (a hydration mismatch is error 418/423), a failed request the journey did not
 * expect, a script that threw: each is a fault a person would meet, whether or not the page looks right after.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ browser }, use, testInfo) => {
      const logged: LoggedError[] = [];
      const allowed: RegExp[] = [];
      const opened: BrowserContext[] = [];
      const watch = (context: BrowserContext) => {
        opened.push(context);
        context.on('console', (message) => {
          if (message.type() === 'error') logged.push(consoleLine(message));
        });
        context.on('weberror', (error) => {
          const thrown = error.error();
          // The message and where it was thrown; the rest of the stack is the library's inside.
          const where = thrown.stack?.split('\n').find((frame) => frame.trim().startsWith('at '));
          const line = `uncaught ${thrown.name}: ${thrown.message}${where ? ` (${where.trim()})` : ''}`;
          logged.push({ line, page: error.page()?.url() ?? '' });
        });
      };
      // Automatic, so set up ahead of the `context` fixture: the default context is announced here like the rest.
      browser.on('context', watch);
      await use({ allow: (expected) => allowed.push(expected) });
      browser.off('context', watch);
      // A context made with browser.newContext() lives as long as the worker's browser unless closed, and a journey
      // that fails skips its own close: its pages would go on polling and holding sockets through every later
      // journey of the worker (issue 40). Playwright took its failure screenshots before this teardown.
      await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
      const unexpected = logged.filter(({ line }) => !allowed.some((pattern) => pattern.test(line)));
      if (unexpected.length === 0) return;
      const listing = unexpected.map(({ line, page }) => `  on ${page || 'a closed page'}:\n    ${line}`).join('\n');
      await testInfo.attach('console errors', { body: listing, contentType: 'text/plain' });
      throw new Error(`The browser logged ${unexpected.length} unexpected console error(s):\n${listing}`);
    },
    { auto: true },
  ],
});
