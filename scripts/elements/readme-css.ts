import type { AttributeType, CssPropertyInfo } from './model';

/** A widget README as the generator uses it: the heading's summary, the first paragraph and
 * the attribute table (names, and the Type / Default / Meaning columns when present). */
export interface ReadmeFacts {
  summary: string;
  description: string;
  attributes: Map<string, { type?: AttributeType; default?: string; meaning: string }>;
}

/**
 * @example readReadme('# `<rove-love>` — wishlist toggle\n\nA heart button.').summary // 'wishlist toggle'
 */
export function readReadme(text: string): ReadmeFacts {
  const lines = text.split('\n');
  const heading = lines.find((line) => line.startsWith('# ')) ?? '';
  const summary = heading
    .split(/\s[—–-]\s/)
    .slice(1)
    .join(' — ')
    .trim();
  const paragraphs = text
    .replace(/```[\s\S]*?```/g, '')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block && !block.startsWith('#') && !block.startsWith('|'));
  const description = (paragraphs[0] ?? '').replace(/\s*\n\s*/g, ' ');
  return { summary, description, attributes: attributeTable(lines) };
}

function attributeTable(lines: readonly string[]): ReadmeFacts['attributes'] {
  const table: ReadmeFacts['attributes'] = new Map();
  const start = lines.findIndex((line) => /^##\s+Attributes/i.test(line));
  if (start < 0) return table;
  let columns: string[] | undefined;
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|')) {
      if (columns) break;
      continue;
    }
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (!columns) {
      columns = cells.map((cell) => cell.toLowerCase());
      continue;
    }
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
    const cell = (name: string) => {
      const index = columns?.indexOf(name) ?? -1;
      return index >= 0 ? cells[index] : undefined;
    };
    const typeText = cell('type')?.toLowerCase() ?? '';
    const type: AttributeType | undefined = typeText.startsWith('number')
      ? 'number'
      : typeText.startsWith('boolean')
        ? 'boolean'
        : undefined;
    const fallback = cell('default');
    const meaning = cell('meaning') ?? cells[cells.length - 1] ?? '';
    for (const match of (cells[0] ?? '').matchAll(/`([a-z][\w-]*)`/g)) {
      table.set(match[1] as string, {
        ...(type ? { type } : {}),
        ...(fallback && fallback !== '—' ? { default: fallback } : {}),
        meaning,
      });
    }
  }
  return table;
}

/** What a widget's stylesheets read and select on. */
export interface CssFacts {
  properties: CssPropertyInfo[];
  /** Attributes the styles select on the element itself (`rove-x[variant='gallery']`). */
  attributes: string[];
  parts: string[];
}

/**
 * Reads the `--rove-*` custom properties the sheets use (with the first fallback or
 * declared value as the default) and the element's attribute selectors.
 *
 * @example readCss('rove-love', ['a { color: var(--rove-accent, #333) }']).properties
 *   // [{ name: '--rove-accent', default: '#333' }]
 */
export function readCss(tag: string, sheets: readonly string[]): CssFacts {
  const defaults = new Map<string, string | undefined>();
  const declared = new Map<string, string>();
  const attributes = new Set<string>();
  const parts = new Set<string>();
  for (const raw of sheets) {
    const css = raw.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const { name, fallback } of varReads(css)) {
      if (!defaults.has(name) || (defaults.get(name) === undefined && fallback !== undefined)) {
        defaults.set(name, fallback);
      }
    }
    for (const match of css.matchAll(/(--rove-[\w-]+)\s*:\s*([^;{}]+);/g)) {
      if (!declared.has(match[1] as string))
        declared.set(match[1] as string, (match[2] as string).trim());
    }
    for (const match of css.matchAll(new RegExp(`(?<![\\w-])${tag}\\[([a-z][\\w-]*)`, 'g'))) {
      attributes.add(match[1] as string);
    }
    for (const match of css.matchAll(/::part\(([\w-]+)\)/g)) parts.add(match[1] as string);
  }
  const properties = [...defaults.entries()]
    .map(([name, fallback]) => {
      const value = fallback ?? declared.get(name);
      return value === undefined ? { name } : { name, default: value };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return { properties, attributes: [...attributes].sort(), parts: [...parts].sort() };
}

/** Every `var(--rove-x[, fallback])`, fallbacks with nested parentheses included. */
function varReads(css: string): { name: string; fallback?: string }[] {
  const reads: { name: string; fallback?: string }[] = [];
  for (const match of css.matchAll(/var\(\s*(--rove-[\w-]+)\s*(,)?/g)) {
    const name = match[1] as string;
    if (!match[2]) {
      reads.push({ name });
      continue;
    }
    let depth = 1;
    let i = (match.index ?? 0) + match[0].length;
    const begin = i;
    for (; i < css.length && depth > 0; i += 1) {
      if (css[i] === '(') depth += 1;
      else if (css[i] === ')') depth -= 1;
    }
    reads.push({
      name,
      fallback: css
        .slice(begin, i - 1)
        .trim()
        .replace(/\s+/g, ' '),
    });
  }
  return reads;
}
