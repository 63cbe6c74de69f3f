import type { BrowserContext, Page, Route } from '@playwright/test';
import { watchPage, type PageWatch } from '../../helpers/page-watch';
import { hostPage, type ElementSource, type PageShape } from './host-page';
import type { LifecycleElement } from './elements';

/** The tab the cases of one element run in, one navigation per case. */
export interface LifecycleSession {
  page: Page;
  watch: PageWatch;
  /** Requests for the element's own chunk since the last navigation (one ⇔ one definition). */
  chunkLoads: string[];
  source: ElementSource;
  /** The source page's final address (after its redirects). */
  address: string;
  /** The synthetic page each case name serves. */
  pages: Map<string, string>;
}

/** One case's page: the session, and how many errors it had seen before this case. */
export interface CasePage extends LifecycleSession {
  errorsBefore: number;
}

/** The source page's address with `lifecycle=<case>`: the element keeps its real location. */
export function caseAddress(address: string, caseName: string): string {
  const url = new URL(address);
  url.searchParams.set('lifecycle', caseName);
  return url.pathname + url.search;
}

/**
 * One tab for all of an element's cases (a tab per case costs more than the cases): the
 * synthetic pages are served from the demo host's origin by a route on `?lifecycle=`.
 */
export async function startSession(
  context: BrowserContext,
  element: LifecycleElement,
  source: ElementSource,
  address: string,
): Promise<LifecycleSession> {
  const page = await context.newPage();
  const session: LifecycleSession = {
    page,
    watch: await watchPage(page),
    chunkLoads: [],
    source,
    address,
    pages: new Map(),
  };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`/rove/chunks/${element.tag}.`))
      session.chunkLoads.push(request.url());
  });
  await page.route(
    (url) => url.searchParams.has('lifecycle'),
    (route: Route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        headers: { 'content-security-policy': source.csp },
        body:
          session.pages.get(new URL(route.request().url()).searchParams.get('lifecycle') ?? '') ??
          '',
      }),
  );
  return session;
}

export async function openCase(
  session: LifecycleSession,
  caseName: string,
  shape: PageShape,
): Promise<CasePage> {
  session.pages.set(caseName, hostPage(session.source, shape));
  session.chunkLoads.length = 0;
  const errorsBefore = errorsOf(session.watch).length;
  // Module scripts run before DOMContentLoaded; the images of twenty copies need not load.
  await session.page.goto(caseAddress(session.address, caseName), {
    waitUntil: 'domcontentloaded',
  });
  return { ...session, errorsBefore };
}

/** Page errors, unhandled rejections and every console error (ours or not). */
export function errorsOf(watch: PageWatch): string[] {
  return [
    ...watch.pageErrors.map((error) => `pageerror: ${error.message}`),
    ...watch.console.filter((line) => line.type === 'error').map((line) => line.text),
  ];
}

/**
 * How many of the tag's elements in the document show their rendered state. `reach`: the
 * element's view waits for the shopper (a pointer over it), so each defined one is reached for
 * first — what a shopper's mouse does.
 */
export function renderedCount(
  page: Page,
  tag: string,
  ready: string,
  reach = false,
): Promise<number> {
  return page.evaluate(
    ({ tag, ready, reach }) => {
      const elements = [...document.querySelectorAll(tag)];
      if (reach)
        for (const element of elements)
          if (element.matches(':defined'))
            element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      return elements.filter(
        (element) => element.matches(ready) || element.querySelector(ready) !== null,
      ).length;
    },
    { tag, ready, reach },
  );
}

/** How many matches of the rendered-state selector one element holds (controls not doubled). */
export function readyMatches(page: Page, selector: string, ready: string): Promise<number> {
  return page.evaluate(
    ({ selector, ready }) => {
      const element = document.querySelector(selector);
      if (!element) return -1;
      return Number(element.matches(ready)) + element.querySelectorAll(ready).length;
    },
    { selector, ready },
  );
}

/** `document.createElement` + append, with the server markup's attributes and content. */
export function appendLate(page: Page, tag: string, markup: string): Promise<void> {
  return page.evaluate(
    ({ tag, markup }) => {
      const template = document.createElement('template');
      template.innerHTML = markup;
      const parsed = template.content.firstElementChild as Element;
      const element = document.createElement(tag);
      for (const attribute of [...parsed.attributes])
        element.setAttribute(attribute.name, attribute.value);
      element.append(...[...parsed.childNodes].map((node) => document.importNode(node, true)));
      element.setAttribute('data-lifecycle', 'late');
      document.querySelector('.lifecycle-elsewhere')?.append(element);
    },
    { tag, markup },
  );
}

/** Adds the loader the way a tag manager would, after the page has loaded. */
export function injectLoader(page: Page): Promise<void> {
  return page.evaluate(() => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = '/rove/loader.js';
    script.dataset['base'] = '/rove/';
    document.head.append(script);
  });
}
