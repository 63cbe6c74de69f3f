/**
 * The 3D/AR planner's guided tour end to end (<rove-ar-tour>, spec/product.md §2, §4 'AR tour': steps
 * through tips; once closed it is remembered as seen): the production build in Chromium.
 */
import { expect, test } from '@playwright/test';
import { watchPage } from '../helpers/page-watch';

const tour = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', { name: 'Planner tips' });

test('the tour opens on a first visit, steps through the tips and is remembered once done', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.goto('/planner');
  const dialog = tour(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Tip 1 of 4')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Draw your room' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Previous' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Tip 2 of 4')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Place furniture' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Draw your room' })).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Tip 4 of 4')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const launcher = page.getByRole('button', { name: 'Show planner tips' });
  await expect(launcher).toBeFocused();

  await page.reload();
  await expect(launcher).toBeVisible();
  await expect(tour(page)).toBeHidden();
  await launcher.click();
  await expect(tour(page).getByText('Tip 1 of 4')).toBeVisible();
  expect(watch.pageErrors).toEqual([]);
});

test('Escape closes the tour for good too, and the page behind was inert while it was open', async ({
  page,
}) => {
  await page.goto('/planner');
  await expect(tour(page)).toBeVisible();
  // Tab never reaches the page behind the modal dialog (it may pass through the browser's own
  // controls, as native modal dialogs allow).
  await page.evaluate(() => {
    const outside: string[] = [];
    (window as unknown as { __outside: string[] }).__outside = outside;
    document.addEventListener('focusin', (event) => {
      const target = event.target as Element;
      if (!target.closest('dialog')) outside.push(target.outerHTML.slice(0, 60));
    });
  });
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => (window as unknown as { __outside: string[] }).__outside),
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(tour(page)).toBeHidden();
  // Remembered on the dialog's 'close' event, a task after it hides.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('rove_ar_tour_seen:planner')))
    .toBe('1');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show planner tips' })).toBeVisible();
  await expect(tour(page)).toBeHidden();
});

test('Tab goes round the tour: from Next back to Close, and Shift+Tab the other way', async ({
  page,
}) => {
  await page.goto('/planner');
  const dialog = tour(page);
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close tour' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeFocused();
});

test('on a phone the tour is a bottom sheet', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/planner');
  const box = await tour(page).boundingBox();
  expect(box).not.toBeNull();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(740);
  expect(Math.round(box?.width ?? 0)).toBe(360);
});
