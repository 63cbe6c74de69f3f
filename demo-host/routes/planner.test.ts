// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PLANNER_TIPS } from '../templates/planner-page';
import { TestBrowser, bodyClasses, setupTestHost } from '../testing/test-host';

const host = setupTestHost();

describe('/planner (spec/product.md §2: the 3D/AR planner with a guided tour)', () => {
  it('serves the planner with its tour tips as a plain list inside <rove-ar-tour>', async () => {
    const response = await new TestBrowser(host.app).get('/planner');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(bodyClasses(page)).toContain('page-planner');
    expect(page).toContain('<rove-ar-tour tour-id="planner"');
    const tips = [...page.matchAll(/<li><h3>([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(tips).toEqual(PLANNER_TIPS.map((tip) => tip.title));
  });
});
