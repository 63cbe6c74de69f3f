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
 * The texts and names inside `root` (text nodes, `aria-label`, `placeholder`, `title`, `alt`)
 * that are one of the tables' English texts: what a shopper on a Korean page would read in
 * English. Catalogue data (product names, prices) is no table's text, so it never matches.
 */
export async function englishInterfaceTexts(
  root: Locator,
  ...tables: MessageTable[]
): Promise<string[]> {
  const shown = await root.evaluateAll((roots) => {
    const texts: string[] = [];
    for (const element of roots) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        texts.push(node.textContent?.trim() ?? '');
      for (const named of [element, ...element.querySelectorAll('*')])
        for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
          texts.push(named.getAttribute(name)?.trim() ?? '');
    }
    return texts.filter(Boolean);
  });
  const patterns = englishPatterns(...tables);
  return [...new Set(shown.filter((text) => patterns.some((pattern) => pattern.test(text))))];
}
