import { Hono } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { layout } from '../templates/layout';
import { ADMIN_TOOLBAR, pageBehavioursPage } from '../templates/page-behaviours-page';
import { VR_TOURS, vrTourPage } from '../templates/vr-tour-page';
import { pageContext } from './page-context';

// /demo/page-behaviours: the loader's page behaviours on one page (issue 7), and /vr/tour/{id}
// [/mobile], the simulated 360° tours its VR links open (same origin, so they can be framed
// under the site's CSP: frame-ancestors 'self').

export function pageBehaviourRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();

  app.get('/demo/page-behaviours', (c) => {
    const { chrome, settings } = pageContext(c, deps);
    const products = deps.products.inCategory('sofas', chrome.shop.country).slice(0, 3);
    return c.html(
      layout({
        chrome,
        title: 'Page behaviours',
        bodyClasses: ['page-demo-page-behaviours'],
        settings: { kind: 'json', settings },
        bodyStart: ADMIN_TOOLBAR,
        main: pageBehavioursPage(products, chrome.shop),
      }).toString(),
    );
  });

  app.get('/vr/tour/:id/:variant?', (c) => {
    const tour = VR_TOURS.find((t) => t.id === c.req.param('id'));
    const variant = c.req.param('variant');
    if (!tour || (variant !== undefined && variant !== 'mobile')) return c.notFound();
    return c.html(vrTourPage(tour, variant === 'mobile').toString());
  });

  return app;
}
