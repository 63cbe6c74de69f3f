import type { Locator } from '@playwright/test';
import type { MessageTable } from '../../core/i18n/translate';

/**
 * A table's English texts as whole-text patterns: a `{placeholder}` stands for any text. A text
 * of ours read on a Korean page matches one of them only if it was left in English.
 */
export function englishPatterns(...tables: MessageTable[]): RegExp[] {
  return tables.flatMap((table) =>
    Object.values(table.en).map(
      (text) =>
        new RegExp(
          `^${text
            .split(/\{\w+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('.+')}$`,
        ),
    ),
  );
}

/**
 * In the page: the texts and names inside `roots` (the elements, or those a selector matches):
 * text nodes, `aria-label`, `placeholder`, `title`, `alt`. Self-contained, so any driver can send
 * it to a page: Playwright's `evaluateAll`, WebDriver's `executeScript` (the engines suite).
 */
export function shownTexts(roots: readonly Element[] | string): string[] {
  const elements = typeof roots === 'string' ? [...document.querySelectorAll(roots)] : roots;
  const texts: string[] = [];
  for (const element of elements) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      texts.push(node.textContent?.trim() ?? '');
    for (const named of [element, ...element.querySelectorAll('*')])
      for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
        texts.push(named.getAttribute(name)?.trim() ?? '');
  }
  return texts.filter(Boolean);
}

/**
 * The texts that are one of the tables' English texts: what a shopper on a Korean page would
 * read in English. Catalogue data (product names, prices) is no table's text, so it never matches.
 */
export function englishAmong(texts: readonly string[], ...tables: MessageTable[]): string[] {
  const patterns = englishPatterns(...tables);
  return [...new Set(texts.filter((text) => patterns.some((pattern) => pattern.test(text))))];
}

/** {@link englishAmong} of the texts shown inside `root` (every element it matches). */
export async function englishInterfaceTexts(
  root: Locator,
  ...tables: MessageTable[]
): Promise<string[]> {
  return englishAmong(await root.evaluateAll(shownTexts), ...tables);
}
