import { Hono } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { chosenAttributes } from '../public/builder-logic.js';
import { builderPage } from '../templates/builder-page';
import { builderPreviewPage } from '../templates/builder-preview-page';
import { layout } from '../templates/layout';
import { builderElements, settingsAt, type BuilderElement } from './builder-model';
import { pageContext } from './page-context';

// /builder, the embed builder for marketers (issue 53 item 5, docs/decisions/0078), and
// /builder/preview, the page its phone and desktop frames show.

/** The element /builder opens on: the one a campaign page most often carries. */
export const FIRST_ELEMENT = 'rove-love';

function elementNamed(tag: string | undefined): BuilderElement | undefined {
  return builderElements().find((element) => element.tag === tag);
}

/**
 * The preview's attributes from its `attrs` query (`nid=12&autoplay=`): only the element's own
 * attributes, each checked by the same rules as the form (builder-logic.js), so a hand-made URL
 * cannot put anything else on the page.
 */
export function previewAttributes(
  element: BuilderElement,
  attrs: string,
): Array<[string, string | true]> {
  const given = new URLSearchParams(attrs);
  const values: Record<string, string | boolean> = {};
  for (const field of element.fields) {
    const value = given.get(field.attribute);
    if (value !== null) values[field.attribute] = field.kind === 'boolean' ? true : value;
  }
  return chosenAttributes(element.fields, values);
}

export function builderRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();

  app.get('/builder', (c) => {
    const chosen = elementNamed(c.req.query('tag') ?? FIRST_ELEMENT);
    if (!chosen) return c.notFound();
    const { chrome, settings } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: `Embed builder: <${chosen.tag}>`,
        description: 'Pick a Rove element, set its options, preview it and copy the snippet.',
        bodyClasses: ['page-builder'],
        settings: { kind: 'json', settings },
        main: builderPage({
          elements: builderElements(),
          chosen,
          settings: settingsAt(chosen.settingsKeys, settings),
        }),
      }).toString(),
    );
  });

  app.get('/builder/preview', (c) => {
    const element = elementNamed(c.req.query('tag'));
    if (!element) return c.notFound();
    const { chrome, settings } = pageContext(c, deps);
    const locale = chrome.shop.locale;
    c.header('Cache-Control', 'no-store');
    return c.html(
      builderPreviewPage({
        tag: element.tag,
        attributes: previewAttributes(element, c.req.query('attrs') ?? ''),
        settings,
        lang: locale.startsWith('ch') ? 'zh' : locale.slice(0, 2),
      }).toString(),
    );
  });

  return app;
}
