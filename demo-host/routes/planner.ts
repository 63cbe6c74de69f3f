import { Hono } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { layout } from '../templates/layout';
import { plannerPage } from '../templates/planner-page';
import { pageContext } from './page-context';

// GET /planner: the 3D/AR planner page with its guided tour (spec/product.md §2, §4 'AR tour').
export function plannerRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  app.get('/planner', (c) => {
    const { chrome, settings } = pageContext(c, deps);
    return c.html(
      layout({
        chrome,
        title: '3D & AR room planner',
        bodyClasses: ['page-planner'],
        settings: { kind: 'json', settings },
        main: plannerPage(),
      }).toString(),
    );
  });
  return app;
}
