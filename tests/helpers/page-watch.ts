import type { ConsoleMessage, Page } from '@playwright/test';

/** What a page said while a test drove it: console lines, uncaught errors, CSP violations. */
export interface PageWatch {
  console: { type: string; text: string }[];
  pageErrors: Error[];
  cspViolations: () => Promise<string[]>;
  /** Console lines of one type that start with `[rove]`. */
  rove(type: 'warning' | 'error' | 'info' | 'log'): string[];
}

/**
 * Starts watching before the first navigation. CSP violations are collected in the page
 * by an init script (securitypolicyviolation events), since they never reach the console
 * as errors of ours.
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const lines: { type: string; text: string }[] = [];
  const pageErrors: Error[] = [];
  page.on('console', (message: ConsoleMessage) =>
    lines.push({ type: message.type(), text: message.text() }),
  );
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return {
    console: lines,
    pageErrors,
    cspViolations: () =>
      page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      ),
    rove: (type) =>
      lines
        .filter((line) => line.type === type && line.text.startsWith('[rove]'))
        .map((line) => line.text),
  };
}
