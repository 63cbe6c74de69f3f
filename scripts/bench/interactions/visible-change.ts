import type { Locator, Page } from 'playwright-core';

/**
 * How a scenario sees that an interaction did something: a condition on the page, polled until
 * it holds. Each throws when the time runs out, which makes the interaction unanswered.
 */

/** Long enough for a debounce, a request and a render at 4× CPU on a busy machine. */
export const CHANGE_LIMIT_MS = 15_000;

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + CHANGE_LIMIT_MS;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no visible change: ${what}`);
}

export const shows = (locator: Locator) =>
  locator.first().waitFor({ state: 'visible', timeout: CHANGE_LIMIT_MS });

export const hides = (locator: Locator) =>
  locator.first().waitFor({ state: 'hidden', timeout: CHANGE_LIMIT_MS });

export const hasAttribute = (locator: Locator, name: string, value: string) =>
  until(`${name}="${value}"`, async () => (await locator.getAttribute(name)) === value);

export const hasText = (locator: Locator, text: string) =>
  until(`text "${text}"`, async () => ((await locator.textContent()) ?? '').includes(text));

export const hasValue = (locator: Locator, value: string) =>
  until(`value "${value}"`, async () => (await locator.inputValue()) === value);

export const isChecked = (locator: Locator) => until('checked', () => locator.isChecked());

export const countAbove = (locator: Locator, count: number) =>
  until(`more than ${count}`, async () => (await locator.count()) > count);

export const urlMatches = (page: Page, pattern: RegExp) =>
  until(`address ${pattern}`, async () => pattern.test(page.url()));
