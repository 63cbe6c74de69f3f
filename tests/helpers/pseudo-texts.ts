import type { BrowserContext, Page, Response } from '@playwright/test';
import { CURRENCIES } from '../../core/currency';
import { pseudoText, TEXT_REWRITE_KEY } from '../../core/i18n/pseudo';
import { currencySymbol } from '../../core/money';

/**
 * The pseudo-locale sweep (docs/architecture.md, Pseudo-locale): a page whose every table text
 * is accented and bracketed (core/i18n/pseudo.ts), where a plain Latin word inside a `rove-*`
 * element must have come from somewhere other than the SDK's code:
 * - what the page received: the document, the site's replies, the vendors' scripts and frames —
 *   every response but the SDK's own files (/rove/);
 * - what the browser formatted: Intl's dates, numbers and currencies, recorded as the page asks.
 * Anything else is a text hard-coded where a message table should be, named with its element.
 */
export interface PseudoSweep {
  /** The plain words inside the page's widgets that came from nowhere but our code. */
  untranslated(page: Page): Promise<string[]>;
}

/** Where the SDK's own files are served: their text is what we are looking for, not data. */
const SDK_FILES = /\/rove\//;

/** The attributes a shopper reads or hears. */
const READ_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'placeholder',
  'title',
  'alt',
];

/**
 * The storefronts' date locales: the buy box writes a ship date's month and day as Intl would
 * for these (widgets/buybox/stock-message.ts, without Intl's start-up cost), so the browser's
 * own writing of every day of the year is what that text is held against.
 */
const DATE_LOCALES = ['en-US', 'en-CA', 'fr-CA', 'en-AU', 'en-GB', 'ko-KR'];

/** Prices as core/money writes them: the specification's symbols (C$, AU$, HK$) and a number. */
const PRICE = new RegExp(
  `(^|\\s)-?(${[...new Set(CURRENCIES.map(currencySymbol))]
    .map((symbol) => symbol.replace(/\$/g, '\\$'))
    .join('|')})[\\d.,]+(?=\\s|$)`,
  'g',
);

/** A currency's ISO code on its own (the country menu's 'CAD'): a code, in every language. */
const CURRENCY_CODE = new RegExp(`(^|\\s)(${CURRENCIES.join('|')})(?=\\s|$)`, 'g');

/** A text with its prices taken out: their letters are a currency's symbol, not words. */
function withoutPrices(text: string): string {
  return text.replace(PRICE, '$1·').replace(CURRENCY_CODE, '$1·');
}

interface Sample {
  where: string;
  text: string;
}

/**
 * Shows the pseudo-locale and records what Intl writes in every page of the context (or in the
 * one page): call before the first `goto`.
 */
export async function showPseudoTexts(target: BrowserContext | Page): Promise<void> {
  // Source text, not a function Playwright serialises: the rewrite is the page's own function.
  await target.addInitScript({
    content: `globalThis[Symbol.for(${JSON.stringify(TEXT_REWRITE_KEY)})] = ${pseudoText.toString()};`,
  });
  await target.addInitScript(recordIntl);
}

/**
 * A demo page's sweep: the pseudo-locale in every page of the context, every response but the
 * SDK's own files kept as what the page received. Call before the first `goto`.
 */
export async function sweepPseudoTexts(context: BrowserContext): Promise<PseudoSweep> {
  await showPseudoTexts(context);
  const bodies: Promise<string>[] = [];
  context.on('response', (response) => {
    if (!SDK_FILES.test(new URL(response.url()).pathname)) bodies.push(bodyText(response));
  });
  return {
    untranslated: async (page) =>
      untranslatedIn(page, WIDGETS, (await Promise.all(bodies)).join('\n')),
  };
}

/**
 * A story's words that no table gave, in a page shown with `showPseudoTexts`. A story's data is
 * its own: the stories' sources and the sample data they import (`sources`), not replies.
 */
export function untranslatedInStory(page: Page, sources: string): Promise<string[]> {
  return untranslatedIn(page, STORY, sources);
}

/** Where the words to check are: inside the page's widgets, or what a story renders. */
const WIDGETS = 'widgets';
const STORY = '#storybook-root, body > dialog';

async function untranslatedIn(page: Page, roots: string, received: string): Promise<string[]> {
  const samples = await page.evaluate(collectSamples, { attributes: READ_ATTRIBUTES, roots });
  const formatted = await page.evaluate(browserFormats, DATE_LOCALES);
  const data = [received, ...formatted].join('\n');
  const found = new Set<string>();
  for (const { where, text } of samples)
    for (const phrase of plainPhrases(withoutPrices(text)))
      if (!receivedPhrase(phrase, data)) found.add(`${where}: "${phrase}" in "${text.trim()}"`);
  return [...found];
}

/** A response's text as the page read it: JSON's strings unescaped, HTML's entities decoded. */
async function bodyText(response: Response): Promise<string> {
  const type = response.headers()['content-type'] ?? '';
  if (!/json|html|javascript|text\/plain|xml/.test(type)) return '';
  const text = await response.text().catch(() => '');
  if (type.includes('json')) {
    try {
      return stringsOf(JSON.parse(text)).join('\n');
    } catch {
      return text;
    }
  }
  return decodeEntities(text);
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value, decodeEntities(value)];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [key, ...stringsOf(item)]);
  return [];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The runs of plain Latin words in a text, as written between them: 'Oak Sofa' in
 * '[Åðð Oak Sofa ţö ŵîšĥļîšţ]'. A word is plain when it holds a letter a to z; words the
 * pseudo-locale wrote hold none.
 */
export function plainPhrases(text: string): string[] {
  // A letter other than a to z ends a plain run, inside a word too: the pseudo-locale's
  // ('Theo’š' is the name Theo and the table's possessive) or Hangul ('Seoul에').
  text = text.replace(/(?![A-Za-z])\p{L}/gu, ' ¦ ');
  const phrases: string[] = [];
  let start = -1;
  let end = -1;
  const close = () => {
    if (start >= 0) phrases.push(trimPunctuation(text.slice(start, end)));
    start = -1;
  };
  for (const word of text.matchAll(/\S+/g)) {
    if (!/[A-Za-z]/.test(word[0])) {
      close();
      continue;
    }
    if (start < 0) start = word.index;
    end = word.index + word[0].length;
  }
  close();
  return phrases.filter((phrase) => phrase !== '');
}

function trimPunctuation(text: string): string {
  return text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/**
 * A phrase the page received: whole, or piece by piece where our code joined received pieces
 * with punctuation ('Fabric: Ivory Boucle'). A piece of one word must be a whole word there.
 */
function receivedPhrase(phrase: string, data: string): boolean {
  if (data.includes(phrase)) return true;
  const pieces = phrase
    .split(/[^\p{L}\s]+/u)
    .map((piece) => piece.trim())
    .filter(Boolean);
  if (pieces.length > 1 && pieces.every((piece) => wholeWords(piece, data))) return true;
  // Words our code joined with a space ('Ana Shopper': a first and a last name), each a value
  // the page received whole: a JSON string, a quoted literal, an element's text.
  const words = phrase.split(/\s+/);
  return (
    words.length > 1 &&
    words.every((word) =>
      [`\n${word}\n`, `'${word}'`, `"${word}"`, `>${word}<`].some((whole) => data.includes(whole)),
    )
  );
}

/** Whether the data holds the piece as a word or words of its own, not inside another. */
function wholeWords(piece: string, data: string): boolean {
  const escaped = piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'u').test(data);
}

interface IntlWindow {
  __roveIntlTexts?: Set<string>;
}

/** In the page: what Intl wrote while it ran, and the month and day of every date of a year. */
function browserFormats(locales: string[]): string[] {
  const texts = [...((window as unknown as IntlWindow).__roveIntlTexts ?? [])];
  for (const locale of locales) {
    const format = new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 366; day += 1) texts.push(format.format(Date.UTC(2024, 0, 1 + day)));
  }
  return texts;
}

/** In the page, before its scripts: every text Intl formats is recorded as it is handed out. */
function recordIntl(): void {
  const texts = new Set<string>();
  (window as unknown as IntlWindow).__roveIntlTexts = texts;
  const record = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (Array.isArray(value))
      for (const part of value as { value?: unknown }[])
        if (typeof part.value === 'string') texts.add(part.value);
    return value;
  };
  const wrapMethod = (target: object, name: string) => {
    const original = Reflect.get(target, name) as unknown;
    if (typeof original !== 'function') return;
    Reflect.set(target, name, function (this: unknown, ...args: unknown[]) {
      return record(Reflect.apply(original, this, args));
    });
  };
  const wrapGetter = (target: object, name: string) => {
    const descriptor = Object.getOwnPropertyDescriptor(target, name);
    const getter = descriptor?.get;
    if (!getter) return;
    Object.defineProperty(target, name, {
      ...descriptor,
      get(this: unknown) {
        const format = getter.call(this) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => record(format(...args));
      },
    });
  };
  wrapGetter(Intl.DateTimeFormat.prototype, 'format');
  wrapGetter(Intl.NumberFormat.prototype, 'format');
  for (const name of ['formatToParts', 'formatRange', 'formatRangeToParts'])
    wrapMethod(Intl.DateTimeFormat.prototype, name);
  for (const name of ['formatToParts', 'formatRange', 'formatRangeToParts'])
    wrapMethod(Intl.NumberFormat.prototype, name);
  wrapMethod(Intl.RelativeTimeFormat.prototype, 'format');
  wrapMethod(Intl.RelativeTimeFormat.prototype, 'formatToParts');
  wrapMethod(Intl.ListFormat.prototype, 'format');
  wrapMethod(Intl.DisplayNames.prototype, 'of');
  for (const name of ['toLocaleDateString', 'toLocaleTimeString', 'toLocaleString'])
    wrapMethod(Date.prototype, name);
  wrapMethod(Number.prototype, 'toLocaleString');
}

/**
 * In the page: every text node and read attribute inside a `rove-*` element (roots 'widgets')
 * or inside the roots a selector names, and where.
 */
function collectSamples({ attributes, roots }: { attributes: string[]; roots: string }): Sample[] {
  const samples: Sample[] = [];
  const isWidget = (element: Element) => element.localName.startsWith('rove-');
  /** The innermost widget and the element's first class: enough to find it in the source. */
  const describe = (element: Element) => {
    let widget: Element | null = element;
    while (widget && !isWidget(widget)) widget = widget.parentElement;
    const named = element.closest('[class]');
    const name = named?.classList[0] ? `.${named.classList[0]}` : '';
    return `${widget ? `${widget.localName} ` : ''}${element.localName}${name}`;
  };
  const visit = (root: Node) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement;
        const text = node.nodeValue ?? '';
        if (parent && text.trim() && !parent.closest('script, style, template'))
          samples.push({ where: describe(parent), text });
        continue;
      }
      const element = node as Element;
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value?.trim()) samples.push({ where: `${describe(element)}[${name}]`, text: value });
      }
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  if (roots !== 'widgets') {
    for (const root of document.querySelectorAll(roots)) visit(root);
    return samples;
  }
  // The outermost widgets: a nested one is walked with its parent.
  for (const element of document.querySelectorAll('*')) {
    let outer = isWidget(element);
    for (let up = element.parentElement; outer && up; up = up.parentElement)
      if (isWidget(up)) outer = false;
    if (outer) visit(element);
  }
  return samples;
}
