import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { showPseudoTexts } from '../helpers/pseudo-texts';

/**
 * One Storybook page per worker that switches from story to story, as a designer clicking
 * through Storybook does: Storybook's preview (and axe-core) load once per worker rather than
 * once per story — about 0.6 s of the 1.9 s each story took on two CPUs (docs/decisions/0003).
 *
 * What a fresh page gave each story for free is reset before each switch: storage and cookies
 * are cleared (a story's own remembered state is set up by the story). Storybook unmounts the
 * previous story (its effects' cleanups run, its dialogs close) before the next renders; a
 * widget that leaves something behind when unmounted is a bug the next story can show. After
 * a failed story Playwright starts a new worker, so a broken page is never reused.
 *
 * The page shows the pseudo-locale (core/i18n/pseudo.ts): every table text accented and
 * bracketed, so a story's check can tell the words a widget took from a table from the rest.
 */

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The built Storybook's index: in the folder serve-static.ts serves (STORIES_DIR, else
 * storybook-static/). */
export const STORIES_INDEX = path.resolve(
  process.env['STORIES_DIR'] ?? 'storybook-static',
  'index.json',
);

/** Last phases of Storybook's story render (after loaders, render, play and afterEach). */
const DONE_PHASES = ['finished', 'errored', 'aborted'];

export interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string; id?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: object) => void };
  axe?: { run: (context: Document, options: object) => Promise<AxeResults> };
}

interface StorybookWorker {
  /** The worker's one page (listen to it before `show`, to hear the first load too). */
  page: Page;
  /** Shows a story in the page: the first story loads Storybook, later ones switch to it. */
  show(id: string): Promise<void>;
}

export const test = base.extend<object, { storybook: StorybookWorker }>({
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      // Every story in the pseudo-locale: the words a widget did not take from a table show
      // plain (tests/helpers/pseudo-texts.ts); everything else checks the same in any language.
      await showPseudoTexts(page);
      let loaded = false;
      await use({
        page,
        async show(id) {
          if (!loaded) {
            // The a11y addon's automatic check is switched off (manual mode) so that exactly
            // one axe runs, the test's, over the whole document.
            const query = new URLSearchParams({ id, viewMode: 'story' });
            await page.goto(`/iframe.html?${query}&globals=a11y.manual:!true`);
            await page.addScriptTag({ path: axePath });
            loaded = true;
          } else {
            await context.clearCookies();
            await page.evaluate((id) => {
              localStorage.clear();
              sessionStorage.clear();
              const channel = (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
              if (!channel) throw new Error('Storybook’s channel is gone');
              channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
            }, id);
          }
          await waitForStory(page, id);
        },
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Waits until Storybook is done with the story (loaders, render, play) and it is on screen. */
async function waitForStory(page: Page, id: string): Promise<void> {
  const phase = await page
    .waitForFunction(
      ({ id, done }) => {
        const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === id && done.includes(render.phase ?? '') ? render.phase : false;
      },
      { id, done: DONE_PHASES },
    )
    .then((handle) => handle.jsonValue());
  expect(phase, `Storybook stopped rendering ${id} (${phase})`).toBe('finished');
  // A render or play failure ends in 'finished' too, with Storybook's error screen shown.
  const shownError = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('.sb-errordisplay')?.textContent ?? '').trim() || 'unknown error'
      : null,
  );
  expect(shownError, `Storybook shows an error for ${id}:\n${shownError}`).toBeNull();
  // Rendered: the root has content, or (dialog stories) a <dialog open> is showing.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0 ||
            document.querySelector('dialog[open]') !== null,
        ),
      { message: `${id} rendered nothing` },
    )
    .toBe(true);
}
