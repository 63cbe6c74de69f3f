// @vitest-environment happy-dom
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, headlessShellPath } from '../../tests/helpers/chromium';
import { SANITIZE_CASES, expectSanitized } from './html.cases';

// DOMPurify's guarantees only hold in a spec-compliant DOM, so the sanitizer is verified in
// Chromium: the module is bundled as the SDK would ship it, run in a page, and its outputs are
// checked here. A missing Chromium fails with one line saying how to install one.
describe('sanitizeHtml in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const bundle = await build({
      entryPoints: [join(dirname(fileURLToPath(import.meta.url)), 'html.ts')],
      bundle: true,
      format: 'iife',
      globalName: 'roveSanitize',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    browser = await chromium.launch({ executablePath: headlessShellPath(), args: CHROMIUM_ARGS });
    page = await browser.newPage();
    await page.setContent('<!doctype html><html><head></head><body></body></html>');
    await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  function sanitizeInPage(html: string): Promise<string> {
    return page.evaluate(
      (input) =>
        (
          window as unknown as { roveSanitize: { sanitizeHtml(html: string): string } }
        ).roveSanitize.sanitizeHtml(input),
      html,
    );
  }

  it('passes its start-up probe', async () => {
    const supported = await page.evaluate(() =>
      (
        window as unknown as { roveSanitize: { canSanitizeHtml(): boolean } }
      ).roveSanitize.canSanitizeHtml(),
    );
    expect(supported).toBe(true);
  });

  it.each(SANITIZE_CASES.map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    async (_name, testCase) => {
      expectSanitized(testCase, await sanitizeInPage(testCase.html));
    },
  );

  it('sanitizes the documented example exactly', async () => {
    expect(await sanitizeInPage('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe(
      '<p>Hi</p>',
    );
  });
});
