import type { Page } from '@playwright/test';

/**
 * Waits until every rove-* tag the loader would have fetched by now has its definition, or the
 * time limit passes (then Playwright's timeout error says so). The loader's rule, per tag
 * (loader/is-far.ts, loader/when-near.ts): a tag waits for the shopper while each of its elements
 * with a box lies more than a screen's height away; a tag none of whose elements has a box (a
 * behaviour such as `<rove-popups>`, or content hidden at load) is fetched at once. A hidden
 * element beside far ones (a heart in a closed tab of a far product toggle) waits with them.
 */
export async function everyWidgetDefined(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const pending = new Map<string, DOMRect[]>();
      for (const element of document.querySelectorAll('*')) {
        const tag = element.localName;
        if (!tag.startsWith('rove-') || customElements.get(tag)) continue;
        const box = element.getBoundingClientRect();
        const boxes = pending.get(tag) ?? [];
        if (box.width > 0 || box.height > 0) boxes.push(box);
        pending.set(tag, boxes);
      }
      return [...pending.values()].every(
        (boxes) =>
          boxes.length > 0 &&
          boxes.every((box) => box.top > 2 * innerHeight || box.bottom < -innerHeight),
      );
    },
    undefined,
    { timeout },
  );
}
