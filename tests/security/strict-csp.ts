import type { BrowserContext, Page } from '@playwright/test';
import {
  LOADER_COPIES_COOKIE,
  STRICT_CSP_COOKIE,
} from '../../demo-host/middleware/security-headers';

/** One securitypolicyviolation event, as the page saw it. */
export interface Violation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  sample: string;
  page: string;
}

/**
 * Every page of the context served under the demo host's strict policy (nonces,
 * 'strict-dynamic', Trusted Types) with the loader included twice, and its violations
 * collected in each document (frames included) from before the first script.
 */
export async function useStrictCsp(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([
    { name: STRICT_CSP_COOKIE, value: 'strict', url: baseURL },
    { name: LOADER_COPIES_COOKIE, value: '2', url: baseURL },
  ]);
  await context.addInitScript(() => {
    const seen: unknown[] = [];
    Object.defineProperty(window, '__roveViolations', { value: seen, writable: false });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective || event.violatedDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        sample: event.sample,
        page: location.pathname + location.search,
      });
    });
  });
}

/** The violations of the page's main document and its same-origin frames so far. */
export async function violationsOf(page: Page): Promise<Violation[]> {
  const all: Violation[] = [];
  for (const frame of page.frames()) {
    try {
      all.push(
        ...(await frame.evaluate(
          () => (window as unknown as { __roveViolations?: Violation[] }).__roveViolations ?? [],
        )),
      );
    } catch {
      // A cross-origin or detached frame: not ours to read.
    }
  }
  return all;
}

/** Whether a violation comes from the SDK: its file or the blocked URL is under /rove/. */
export function isOurs(violation: Violation, baseURL: string): boolean {
  const ours = `${new URL(baseURL).origin}/rove/`;
  return violation.sourceFile.startsWith(ours) || violation.blockedURI.startsWith(ours);
}

/** Whether the page really ran under the strict policy (the header the host sent). */
export function isStrictPolicy(header: string | undefined): boolean {
  return (
    !!header &&
    /script-src 'nonce-[^']+' 'strict-dynamic'/.test(header) &&
    header.includes("require-trusted-types-for 'script'")
  );
}
