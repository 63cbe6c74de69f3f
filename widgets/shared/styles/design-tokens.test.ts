import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_TOKENS, WIDGET_TOKENS } from './design-tokens';

const root = path.resolve(__dirname, '../../..');
const widgetsDir = path.join(root, 'widgets');
/** Stylesheets beside the widgets': the page behaviours', and the demo host's fallbacks. */
const otherDirs = [path.join(root, 'loader'), path.join(root, 'demo-host/public')];

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

interface TokenUse {
  token: string;
  fallback: string | undefined;
  /** The widget folder (widgets/<name>/…) the stylesheet belongs to, if it is a widget's. */
  widget: string | undefined;
  where: string;
}

/** Every `var(--rove-…[, fallback])` in the widgets' stylesheets and the others above. */
function tokenUses(): TokenUse[] {
  const files = [widgetsDir, ...otherDirs].flatMap((dir) => stylesheets(dir));
  return files.flatMap((file) => {
    const relative = path.relative(root, file);
    const widget = file.startsWith(widgetsDir + path.sep)
      ? path.relative(widgetsDir, file).split(path.sep)[0]
      : undefined;
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/var\((--rove-[a-z0-9-]+)\s*(?:,\s*([^)]*?))?\s*\)/g)].map(
      (match) => ({
        token: match[1] ?? '',
        fallback: match[2]?.replace(/\s+/g, ' '),
        widget,
        where: `${relative}:${text.slice(0, match.index).split('\n').length}`,
      }),
    );
  });
}

/** The properties the widgets' scripts set for their own sheets (`style.setProperty`). */
function scriptSetProperties(): Set<string> {
  const scripts = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return scripts(file);
      return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
    });
  return new Set(
    scripts(widgetsDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/setProperty\(\s*'(--rove-[a-z0-9-]+)'/g)].map(
        (match) => match[1] ?? '',
      ),
    ),
  );
}

const shared = SHARED_TOKENS as Record<string, { value: string; use: string }>;

describe('design tokens', () => {
  const uses = tokenUses();

  it('finds the stylesheets and their tokens', () => {
    expect(uses.length).toBeGreaterThan(200);
  });

  it('gives each shared token the one default of the list, wherever it is used', () => {
    const off = uses
      .filter(({ token, fallback }) => token in shared && fallback !== shared[token]?.value)
      .map(({ token, fallback, where }) => `${where}: ${token} falls back to ${fallback}`);
    expect(off).toEqual([]);
  });

  it('shares a token between widgets only if it is in the list', () => {
    const widgetsOf = new Map<string, Set<string>>();
    for (const { token, widget } of uses) {
      if (widget) widgetsOf.set(token, (widgetsOf.get(token) ?? new Set()).add(widget));
    }
    const unlisted = [...widgetsOf]
      .filter(([token, widgets]) => widgets.size > 1 && !(token in shared))
      .map(([token, widgets]) => `${token} in ${[...widgets].join(', ')}`);
    expect(unlisted).toEqual([]);
  });

  it('lists every shared token, with its default, in the README', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const missing = Object.entries(shared)
      .filter(([token, { value }]) => !readme.includes(`| \`${token}\` | \`${value}\` |`))
      .map(([token]) => token);
    expect(missing).toEqual([]);
  });

  it('describes every token a stylesheet reads, and lists none that no stylesheet reads', () => {
    // Every var() read, a name on the line after its parenthesis and one inside a fallback too.
    const read = new Set(
      [widgetsDir, ...otherDirs]
        .flatMap((dir) => stylesheets(dir))
        .flatMap((file) =>
          [...readFileSync(file, 'utf8').matchAll(/var\(\s*(--rove-[a-z0-9-]+)/g)].map(
            (match) => match[1] ?? '',
          ),
        ),
    );
    const setByScripts = scriptSetProperties();
    const undescribed = [...read].filter(
      (token) =>
        !(token in shared) && !Object.hasOwn(WIDGET_TOKENS, token) && !setByScripts.has(token),
    );
    expect(undescribed).toEqual([]);
    const unread = Object.keys(WIDGET_TOKENS).filter((token) => !read.has(token));
    expect(unread).toEqual([]);
    const blank = Object.entries({ ...WIDGET_TOKENS })
      .filter(([, use]) => use.trim().length < 10)
      .map(([token]) => token);
    expect(blank).toEqual([]);
  });
});
