/**
 * Issue 9, lifecycle: every element, on synthetic host pages served from the demo host's
 * origin (page.route), must upgrade once and render, with zero page errors, console errors
 * and unhandled rejections — whether the loader sits in <head> or at the end of <body>, comes
 * twice or arrives after a property was set, whether the element is one of twenty, added
 * later, moved, or removed while its first request is still on the wire.
 */
import { readdirSync, existsSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import {
  appendLate,
  errorsOf,
  injectLoader,
  openCase,
  startSession,
  readyMatches,
  renderedCount,
  type CasePage,
} from './lifecycle/browser';
import { LIFECYCLE_ELEMENTS } from './lifecycle/elements';
import { sourceFrom } from './lifecycle/host-page';
import { saveRow, writeLifecycleReport, type CaseResults } from './lifecycle/report';
import { pageSettled } from '../helpers/page-settled';

test.describe.configure({ mode: 'parallel' });
test.setTimeout(90_000);

const TAGS = LIFECYCLE_ELEMENTS.map((e) => e.tag);

test.afterAll(() => writeLifecycleReport(TAGS));

test('the suite covers every element the widgets define', () => {
  const defined = readdirSync('widgets')
    .filter((name) => existsSync(`widgets/${name}/define.ts`))
    .map((name) => `rove-${name}`)
    .sort();
  expect([...TAGS].sort()).toEqual(defined);
});

function attributeValue(markup: string, name: string): string | undefined {
  const open = markup.slice(0, markup.indexOf('>'));
  const text = new RegExp(`\\s${name}="([^"]*)"`).exec(open)?.[1];
  return text
    ?.replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

// Errors a step causes are in once the page has handled its queue and drawn twice.
const settle = pageSettled;

for (const element of LIFECYCLE_ELEMENTS) {
  test(`${element.tag}: loader placements, 20 copies, late, moved, early property, removed`, async ({
    context,
  }) => {
    const { tag, ready, waitsForShopper } = element;
    const response = await context.request.get(element.source);
    expect(response.ok(), `${element.source} answers`).toBe(true);
    const source = sourceFrom(
      await response.text(),
      tag,
      response.headers()['content-security-policy'] ?? '',
    );
    const session = await startSession(context, element, source, response.url());
    const results: CaseResults = {};
    const failures: string[] = [];
    const record = (column: string, problems: string[], note = '') => {
      results[column] = problems.length > 0 ? problems.join('; ') : `✓${note}`;
      failures.push(...problems.map((problem) => `${column}: ${problem}`));
    };
    const rendered = async (page: Page, count: number): Promise<string[]> => {
      try {
        await expect
          .poll(() => renderedCount(page, tag, ready, waitsForShopper), { timeout: 20_000 })
          .toBe(count);
        return [];
      } catch {
        return [`${await renderedCount(page, tag, ready)} of ${count} rendered`];
      }
    };
    const upgraded = async (page: Page, count: number): Promise<string[]> => {
      const upgradedCount = () => page.locator(`${tag}:defined`).count();
      try {
        await expect.poll(upgradedCount, { timeout: 20_000 }).toBe(count);
        return [];
      } catch {
        return [`${await upgradedCount()} of ${count} upgraded`];
      }
    };
    const errorsAfter = (c: CasePage, seen: number) => errorsOf(c.watch).slice(seen);
    const oneDefinition = async (c: CasePage): Promise<string[]> => {
      const defined = await c.page.evaluate((t) => customElements.get(t) !== undefined, tag);
      if (!defined) return ['not defined'];
      return c.chunkLoads.length === 1 ? [] : [`chunk loaded ${c.chunkLoads.length}×`];
    };

    try {
      // Loader in <head>, twenty copies of the tag, a second loader copy at the end of <body>.
      {
        const c = await openCase(session, 'head', {
          loaderInHead: 1,
          loaderAtBodyEnd: 1,
          instances: 20,
        });
        // A once-per-page element must still upgrade every copy, and render in one.
        const first = element.oncePerPage
          ? [...(await rendered(c.page, 1)), ...(await upgraded(c.page, 20))]
          : await rendered(c.page, 20);
        await settle(c.page);
        const errors = errorsAfter(c, c.errorsBefore);
        const firstRendered = (await renderedCount(c.page, tag, ready)) > 0;
        record('loader in head', [
          ...(firstRendered ? [] : ['nothing rendered']),
          ...(await oneDefinition(c)),
          ...errors,
        ]);
        record(
          '20 instances',
          [...first, ...errors],
          element.oncePerPage ? ' (one shown: once per page)' : '',
        );
        const warned = c.watch
          .rove('warning')
          .some((line) => line.includes('loader included more than once'));
        record('loader twice', [
          ...(await oneDefinition(c)),
          ...(warned ? [] : ['no “loader included more than once” warning']),
          ...errors,
        ]);
      }

      // Loader at the end of <body>, after the tag; then one added by script; then a move.
      {
        const c = await openCase(session, 'body-end', {
          loaderInHead: 0,
          loaderAtBodyEnd: 1,
          instances: 1,
        });
        record('loader at body end, tag before it', [
          ...(await rendered(c.page, 1)),
          ...(await oneDefinition(c)),
          ...errorsAfter(c, c.errorsBefore),
        ]);
        let seen = errorsOf(c.watch).length;
        await appendLate(c.page, tag, source.markup);
        record('added later', [
          ...(element.oncePerPage ? await upgraded(c.page, 2) : await rendered(c.page, 2)),
          ...(c.chunkLoads.length === 1 ? [] : [`chunk loaded ${c.chunkLoads.length}×`]),
          ...errorsAfter(c, seen),
        ]);
        seen = errorsOf(c.watch).length;
        const before = await readyMatches(c.page, `[data-slot="0"] > ${tag}`, ready);
        await c.page.evaluate((t) => {
          const moved = document.createElement('section');
          moved.className = 'lifecycle-moved';
          document.body.append(moved);
          moved.append(document.querySelector(`[data-slot="0"] > ${t}`) as Element);
        }, tag);
        let after = -1;
        try {
          await expect
            .poll(() => readyMatches(c.page, `.lifecycle-moved > ${tag}`, ready), {
              timeout: 5_000,
            })
            .toBe(before);
          await settle(c.page);
          after = await readyMatches(c.page, `.lifecycle-moved > ${tag}`, ready);
        } catch {
          after = await readyMatches(c.page, `.lifecycle-moved > ${tag}`, ready);
        }
        record('moved', [
          ...(after === before ? [] : [`rendered parts ${before} before the move, ${after} after`]),
          ...errorsAfter(c, seen),
        ]);
        if (!element.mountRequest) {
          // Nothing on the wire at mount: removing it after its upgrade is the case left.
          seen = errorsOf(c.watch).length;
          await c.page.evaluate(
            (t) => document.querySelector(`.lifecycle-moved > ${t}`)?.remove(),
            tag,
          );
          await settle(c.page);
          record(
            'removed mid-request',
            errorsAfter(c, seen),
            ' (no request on mount: removed after upgrade)',
          );
        }
      }

      // Properties set (or attributes present) before the definition exists; loader added later.
      {
        const properties = element.properties ?? [];
        const c = await openCase(session, 'property', {
          loaderInHead: 0,
          loaderAtBodyEnd: 0,
          instances: 1,
          withoutAttributes: properties.flatMap((p) => (p.attribute ? [p.attribute] : [])),
        });
        const values = properties.flatMap((p) => {
          const text = p.attribute ? attributeValue(source.markup, p.attribute) : undefined;
          const value = p.attribute ? (p.type === 'number' ? Number(text) : text) : p.value;
          return value === undefined ? [] : [{ property: p.property, value }];
        });
        const early = await c.page.evaluate(
          ({ tag, ready, values }) => {
            const target = document.querySelector(tag) as unknown as Record<string, unknown> &
              Element;
            const state = {
              defined: customElements.get(tag) !== undefined,
              fallbackMatches: target.matches(ready) || target.querySelector(ready) !== null,
            };
            for (const { property, value } of values) target[property] = value;
            return state;
          },
          { tag, ready, values },
        );
        await injectLoader(c.page);
        const problems = [
          ...(early.defined ? ['defined before the loader ran'] : []),
          // Guards the suite itself: the server's fallback must not look rendered.
          ...(early.fallbackMatches ? [`server markup already matches ${ready}`] : []),
          ...(await rendered(c.page, 1)),
        ];
        const applied = await c.page.evaluate(
          ({ tag, values }) => {
            const target = document.querySelector(tag) as unknown as Record<string, unknown>;
            return values.flatMap(({ property, value }) =>
              Object.hasOwn(target, property)
                ? [`${property} left as an own property (shadows the element's)`]
                : target[property] === value
                  ? []
                  : [
                      `${property} is ${JSON.stringify(target[property])}, set ${JSON.stringify(value)}`,
                    ],
            );
          },
          { tag, values },
        );
        await settle(c.page);
        record(
          'property before definition',
          [...problems, ...applied, ...errorsAfter(c, c.errorsBefore)],
          values.length > 0
            ? ` (${values.map((v) => v.property).join(', ')})`
            : ' (attributes; no properties)',
        );
      }

      // Removed while its first request is held; the answer arrives after.
      if (element.mountRequest) {
        const pattern = element.mountRequest;
        let release: (route: Route) => void = () => undefined;
        const held = new Promise<Route>((resolve) => (release = resolve));
        let holding = false;
        const matches = (url: URL) => pattern.test(url.pathname + url.search);
        await session.page.route(matches, (route) => {
          if (holding) return route.continue();
          holding = true;
          release(route);
          return undefined;
        });
        const c = await openCase(session, 'removed', {
          loaderInHead: 1,
          loaderAtBodyEnd: 0,
          instances: 1,
        });
        const problems: string[] = [];
        const route = await Promise.race([
          held,
          new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 20_000)),
        ]);
        let fate = '';
        if (!route) problems.push(`no request matching ${pattern} on mount`);
        else {
          const request = route.request();
          const failed = new Promise<string>((resolve) =>
            c.page.on('requestfailed', (r) => {
              if (r === request) resolve('aborted');
            }),
          );
          await c.page.evaluate((t) => document.querySelector(t)?.remove(), tag);
          // The removal's abort (if the element makes one) is sent before the reply is let go.
          await settle(c.page);
          await route.continue().catch(() => undefined);
          fate = await Promise.race([
            failed,
            request
              .response()
              .then((r) => (r ? 'answered after removal' : 'aborted'))
              .catch(() => 'aborted'),
          ]);
          await settle(c.page);
          if ((await c.page.locator(tag).count()) !== 0) problems.push('element still in the page');
        }
        record(
          'removed mid-request',
          [...problems, ...errorsAfter(c, c.errorsBefore)],
          fate ? ` (${fate})` : '',
        );
      }
    } finally {
      saveRow(tag, results);
    }
    expect(failures).toEqual([]);
  });
}
