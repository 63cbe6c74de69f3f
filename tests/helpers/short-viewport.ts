import type { Page } from '@playwright/test';

/**
 * Short screens: a phone held sideways (844 × 390) and a 1280 × 1024 desktop zoomed to 400 %
 * (320 × 256, WCAG 2.2 1.4.10 Reflow). A dialog, panel or list that opens over the page is fixed
 * to the viewport, so the page's own scrolling cannot reach what sticks out of it: each of its
 * controls, headings and texts must come into view when scrolled to (by the overlay's own
 * scrolling). Each finding is `viewport: tag.class "text" y top..bottom`.
 */
export const SHORT_VIEWPORTS = [
  { width: 844, height: 390 },
  { width: 320, height: 256 },
] as const;

/** What opens over the page: a dialog, a listbox, or anything fixed to the viewport. */
const OVERLAY = 'dialog[open], [role=listbox], [role=dialog]';

export async function unreachableInOverlays(page: Page): Promise<string[]> {
  const overlays = (selector: string) =>
    [...document.querySelectorAll('body *')].filter(
      (element) =>
        (element.matches(selector) || getComputedStyle(element).position === 'fixed') &&
        element.checkVisibility(),
    ).length;
  // Most stories and pages show none: skip the two re-layouts.
  if ((await page.evaluate(overlays, OVERLAY)) === 0) return [];
  const original = page.viewportSize();
  const found: string[] = [];
  try {
    for (const viewport of SHORT_VIEWPORTS) {
      await page.setViewportSize(viewport);
      const label = `${viewport.width}×${viewport.height}`;
      const lost = await page.evaluate(async (selector) => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        // A layout of the new width may slide a sheet in: measure where it comes to rest.
        await Promise.race([
          Promise.all(document.getAnimations().map((animation) => animation.finished)),
          new Promise((done) => setTimeout(done, 2000)),
        ]).catch(() => undefined);
        // As `overlays` above: each evaluate runs alone in the page.
        const overlays = [...document.querySelectorAll('body *')].filter(
          (element) =>
            (element.matches(selector) || getComputedStyle(element).position === 'fixed') &&
            element.checkVisibility(),
        );
        const problems = new Set<string>();
        for (const overlay of overlays) {
          const parts = overlay.querySelectorAll<HTMLElement>(
            'a[href], button, input, select, textarea, h1, h2, h3, p, label, li',
          );
          for (const part of parts) {
            const before = part.getBoundingClientRect();
            if (!part.checkVisibility() || before.width < 2 || before.height < 2) continue;
            part.scrollIntoView({ block: 'nearest', inline: 'nearest' });
            const box = part.getBoundingClientRect();
            const outside =
              box.top < -1 ||
              box.bottom > innerHeight + 1 ||
              box.left < -1 ||
              box.right > innerWidth + 1;
            if (!outside) continue;
            const className = String(part.getAttribute('class') ?? '').split(' ')[0];
            const text = (part.textContent || part.getAttribute('aria-label') || '')
              .replace(/\s+/g, ' ')
              .trim()
              .slice(0, 30);
            problems.add(
              `${part.localName}${className ? `.${className}` : ''} "${text}" y ${Math.round(box.top)}..${Math.round(box.bottom)}`,
            );
          }
        }
        return [...problems];
      }, OVERLAY);
      found.push(...lost.map((problem) => `${label}: ${problem}`));
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
  return found;
}
