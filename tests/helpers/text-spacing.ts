import type { Page } from '@playwright/test';

/** The spacing WCAG 1.4.12 names, as a bookmarklet or a reading extension applies it. */
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; ' +
  'word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/**
 * WCAG 2.2 1.4.12 Text Spacing: a shopper who reads with wider spacing (a dyslexia-friendly
 * extension, a user stylesheet) sets line height 1.5, paragraph spacing 2em, letter spacing
 * 0.12em and word spacing 0.16em. Nothing may then be cut off or overlap. axe-core checks only
 * inline `!important` styles, not whether the layout survives, so this applies the spacing and
 * reports text that it pushes out of a box that hides, clips or cannot hold it.
 * Only what the spacing causes is reported: anything clipped before (a scrolling list, an
 * ellipsis the design already shows) is left to the design. Each finding is `problem: tag.class "text"`.
 */
export async function textSpacingProblems(page: Page): Promise<string[]> {
  const measure = () =>
    page.evaluate(() => {
      const key = (element: Element) => {
        const className = String(element.getAttribute('class') ?? '').split(' ')[0];
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        return `${element.localName}${className ? `.${className}` : ''} "${text}"`;
      };
      const positioned = (element: Element) => {
        const position = getComputedStyle(element).position;
        return position === 'absolute' || position === 'fixed';
      };
      // Whether everything below the box's edge is in an absolutely positioned layer (a
      // suggestions popup, a menu): out of the flow, it covers what follows by design.
      const onlyOverlaysHangOut = (box: Element) => {
        const edge = box.getBoundingClientRect().bottom + 2;
        return [...box.querySelectorAll('*')].every((inner) => {
          if (inner.getBoundingClientRect().bottom <= edge) return true;
          for (let at: Element | null = inner; at && at !== box; at = at.parentElement)
            if (positioned(at)) return true;
          return false;
        });
      };
      const found = new Map<Element, string>();
      for (const element of document.body.querySelectorAll('*')) {
        if (!(element.textContent ?? '').trim()) continue;
        if (element.closest('svg, script, style, template, [hidden], [aria-hidden=true]')) continue;
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.display === 'inline' || style.display === 'contents')
          continue;
        const box = element.getBoundingClientRect();
        // The visually hidden pattern (1px, clipped) is for screen readers, which ignore spacing.
        if (box.width <= 2 || box.height <= 2) continue;
        if (style.position === 'absolute' && style.clip !== 'auto' && style.clip !== '') continue;
        const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
        // A box that scrolls keeps its content reachable.
        const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
        const tooTall = element.scrollHeight > element.clientHeight + 2;
        const tooWide = element.scrollWidth > element.clientWidth + 2;
        if (tooTall && clips(style.overflowY)) found.set(element, `cut off: ${key(element)}`);
        else if (tooWide && clips(style.overflowX)) found.set(element, `cut off: ${key(element)}`);
        // A box that cannot grow (a set height, a flex or grid track) lets it spill over
        // what follows — unless only a popup hangs out, which is made to lie over it.
        else if (tooTall && !scrolls(style.overflowY) && !onlyOverlaysHangOut(element))
          found.set(element, `spills out of its box: ${key(element)}`);
      }
      return [...found.values()];
    });

  const before = new Set(await measure());
  // A constructed sheet, as a user stylesheet would be: the demo host's CSP (style-src 'self')
  // refuses an inline <style>, but not the CSSOM.
  await page.evaluate(async (rules) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    Object.assign(window, { __roveSpacing: sheet });
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }, TEXT_SPACING);
  try {
    return (await measure()).filter((problem) => !before.has(problem));
  } finally {
    await page.evaluate(() => {
      const sheet = (window as unknown as { __roveSpacing: CSSStyleSheet }).__roveSpacing;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== sheet);
    });
  }
}
