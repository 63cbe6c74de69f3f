import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, queriesOf, type Breakpoint } from './breakpoints';

const root = path.resolve(__dirname, '..');
/** Where the shipped stylesheets and scripts, the server entry and the demo host's pages live. */
const DIRS = ['widgets', 'core', 'loader', 'server', 'demo-host'];
const SOURCE = /\.(css|ts|tsx)$/;
const NOT_SOURCE = /\.(test|spec|stories)\.tsx?$|\.d\.ts$/;

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .filter((file) => SOURCE.test(file) && !NOT_SOURCE.test(file))
    .filter((file) => !file.includes('node_modules') && file !== 'core/breakpoints.ts');
}

interface Use {
  query: string;
  file: string;
  where: string;
}

/** Every `(min-width: …)` / `(max-width: …)` in a stylesheet, a script's string or a template. */
function uses(): Use[] {
  return DIRS.flatMap(sources).flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return [...text.matchAll(/\((min|max)-width:\s*([\d.]+)(px|rem)\)/g)].map((match) => ({
      query: `(${match[1]}-width: ${match[2]}${match[3]})`,
      file,
      where: `${file}:${text.slice(0, match.index).split('\n').length}`,
    }));
  });
}

/**
 * The value an exported constant is written with, as source text (core imports nothing above
 * it, so the scripts are read, not run).
 */
function constant(file: string, name: string): string | undefined {
  const text = readFileSync(path.join(root, file), 'utf8');
  return new RegExp(`export const ${name} = ([^;]+);`).exec(text)?.[1];
}

const LIST = Object.entries(BREAKPOINTS) as [string, Breakpoint][];

function allowedIn(breakpoint: Breakpoint, file: string): boolean {
  return (
    !breakpoint.only ||
    breakpoint.only.some((place) => (place.endsWith('/') ? file.startsWith(place) : file === place))
  );
}

describe('breakpoints (docs/breakpoints.md)', () => {
  const found = uses();

  it('finds the media queries of the stylesheets and scripts', () => {
    expect(found.length).toBeGreaterThan(40);
  });

  it('uses only the listed widths, each where the list allows it', () => {
    const off = found
      .filter(
        ({ query, file }) =>
          !LIST.some(
            ([, breakpoint]) =>
              queriesOf(breakpoint).includes(query) && allowedIn(breakpoint, file),
          ),
      )
      .map(({ query, where }) => `${where}: ${query}`);
    expect(off).toEqual([]);
  });

  it('lists no width that nothing uses', () => {
    const used = (breakpoint: Breakpoint) =>
      found.some(({ query }) => queriesOf(breakpoint).includes(query));
    const unused = LIST.filter(
      ([name, breakpoint]) => name !== 'homeVertical' && !used(breakpoint),
    );
    expect(unused.map(([name]) => name)).toEqual([]);
  });

  it('keeps the specification’s width where scripts compute their query', () => {
    expect(constant('widgets/checkout/checkout-page.logic.ts', 'MOBILE_CHECKOUT_MAX_WIDTH')).toBe(
      String(BREAKPOINTS.productPhone.max),
    );
    expect(constant('widgets/cart/cart.logic.ts', 'MOBILE_MAX_WIDTH')).toBe(
      String(BREAKPOINTS.productPhone.max),
    );
    expect(constant('demo-host/templates/home-page.ts', 'ORIGINAL_DESIGNS_VERTICAL_ABOVE')).toBe(
      String(BREAKPOINTS.homeVertical.max),
    );
  });

  it('folds the header’s menus and opens the search full screen at the same width', () => {
    const phone = `'${queriesOf(BREAKPOINTS.shellMobile)[0]}'`;
    expect(constant('widgets/header/header.menus.ts', 'MOBILE_QUERY')).toBe(phone);
    expect(constant('widgets/search/useNarrowViewport.ts', 'NARROW_VIEWPORT')).toBe(phone);
  });
});
