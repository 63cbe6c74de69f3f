import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleCss } from './css-include';

function sheets(): { widget: string; partial: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'rove-css-'));
  mkdirSync(path.join(dir, 'shared'));
  const partial = path.join(dir, 'shared', 'button.css');
  writeFileSync(partial, '@layer rove {\n  :where(.rove-button) {\n    cursor: pointer;\n  }\n}\n');
  const widget = path.join(dir, 'widget.css');
  writeFileSync(
    widget,
    "@import './shared/button.css';\n\n@layer rove {\n  .rove-x__button {\n    padding: 0 1.25rem;\n  }\n}\n",
  );
  return { widget, partial };
}

describe('bundleCss', () => {
  it('writes a partial in place of its @import, before the sheet’s own rules', async () => {
    const { widget } = sheets();
    const { css } = await bundleCss(widget, { minify: true });
    expect(css).toBe(
      '@layer rove{:where(.rove-button){cursor:pointer}}@layer rove{.rove-x__button{padding:0 1.25rem}}',
    );
  });

  it('writes a custom property fallback without the space after its comma', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rove-css-'));
    const sheet = path.join(dir, 'fallback.css');
    writeFileSync(sheet, '.rove-x {\n  color: var(--rove-text, var(--rove-ink, #1d1d1b));\n}\n');
    const { css } = await bundleCss(sheet, { minify: true });
    expect(css).toBe('.rove-x{color:var(--rove-text,var(--rove-ink,#1d1d1b))}');
  });

  it('keeps the rules readable, without the files’ paths, for tests and Storybook', async () => {
    const { widget } = sheets();
    const { css } = await bundleCss(widget, { minify: false });
    expect(css).not.toContain('@import');
    expect(css).not.toMatch(/\/\*.*\.css \*\//);
    expect(css).toContain('  .rove-x__button {\n    padding: 0 1.25rem;\n  }');
  });

  it('names every file it read, so a change to a partial rebuilds the sheets that include it', async () => {
    const { widget, partial } = sheets();
    const { files } = await bundleCss(widget, { minify: true });
    expect(files.sort()).toEqual([partial, widget].sort());
  });
});
