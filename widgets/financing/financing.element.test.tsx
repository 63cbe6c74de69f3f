// @vitest-environment happy-dom
/**
 * <rove-financing> as a host page sees it: the buybox's price in (bus event or the page's
 * sales_data), the 'as low as' line and the information dialog out. Runs under React and again
 * under preact/compat.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../core/bus';
import { createFinancingElement } from './financing.element';
import { printSettings } from '../../tests/helpers/page-settings';
import { mountOnServerPage, setUpElementTests } from '../shared/testing/element-tests';
import { appears } from '../shared/testing/appears';

function page(settings: object, attributes = 'nid="1006"') {
  printSettings({ country: 'US', ...settings });
  const named = attributes.matchAll(/([\w-]+)="([^"]*)"/g);
  const fallback = Object.assign(document.createElement('p'), {
    textContent: 'Financing at checkout.',
  });
  mountOnServerPage(
    'rove-financing',
    Object.fromEntries([...named].map(([, name = '', value = '']) => [name, value])),
    fallback,
  );
}

const waitFor = vi.waitFor;
const line = () => document.querySelector('rove-financing .rove-financing__line');
const learnMore = () => document.querySelector<HTMLButtonElement>('.rove-financing__more');
const mounted = () =>
  waitFor(() => expect(document.querySelector('rove-financing .rove-financing')).toBeTruthy());

setUpElementTests({ 'rove-financing': createFinancingElement });

beforeEach(() => {
  // The bus remembers the last event per page; each test starts from a page without a buybox.
  emit('buybox-model-changed', { nid: 0, model: null, price: null, currency: 'USD' });
});

describe('<rove-financing>', () => {
  it('shows the estimate from the page’s price at 1000 or more', async () => {
    page({ sales_data: { sell_price: 2499, amt: 2499, currency: 'USD', available: true } });
    await waitFor(() =>
      expect(document.querySelector('.rove-financing__estimate')?.textContent).toBe(
        'as low as $116/mo',
      ),
    );
    expect(learnMore()?.textContent).toBe('Learn more');
  });

  it('shows nothing below 1000', async () => {
    page({ sales_data: { sell_price: 699, amt: 699, currency: 'USD', available: true } });
    await mounted();
    expect(line()).toBeNull();
    expect(document.querySelector('rove-financing')?.textContent).toBe('');
  });

  it('follows the buybox’s model for this product only', async () => {
    page({ sales_data: { sell_price: 699, currency: 'USD' } });
    await mounted();
    emit('buybox-model-changed', { nid: 1006, model: 'A', price: 1200, currency: 'CAD' });
    await waitFor(() => expect(line()?.textContent).toContain('as low as C$56/mo'));
    emit('buybox-model-changed', { nid: 9999, model: 'B', price: 50000, currency: 'USD' });
    emit('buybox-model-changed', { nid: 1006, model: null, price: null, currency: 'CAD' });
    await waitFor(() => expect(line()).toBeNull());
    emit('buybox-model-changed', { nid: 1006, model: 'C', price: 999, currency: 'USD' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(line()).toBeNull();
  });

  it('starts from the buybox’s last model when it spoke first', async () => {
    emit('buybox-model-changed', { nid: 1006, model: 'A', price: 3000, currency: 'USD' });
    page({});
    await waitFor(() => expect(line()?.textContent).toContain('as low as $139/mo'));
  });

  it('uses 0 % APR for the zero-percent programme', async () => {
    page(
      { sales_data: { sell_price: 2400, currency: 'USD' } },
      'nid="1006" programme="zero_percent"',
    );
    await waitFor(() => expect(line()?.textContent).toContain('as low as $100/mo'));
  });

  it('opens the financing dialog with the terms, APR and an example', async () => {
    page({ sales_data: { sell_price: 2499, currency: 'USD' } });
    await waitFor(() => expect(learnMore()).toBeTruthy());
    learnMore()?.click();
    const dialog = await appears(() =>
      document.querySelector<HTMLDialogElement>('dialog.rove-financing-dialog'),
    );
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const terms = [...dialog.querySelectorAll('li')].map((li) => li.textContent);
    expect(terms).toEqual([
      '12 monthly payments $220/mo',
      '18 monthly payments $151/mo',
      '24 monthly payments $116/mo',
    ]);
    expect(dialog.textContent).toContain('10% APR');
    expect(dialog.textContent).toContain(
      'Example: $2,499 over 24 months at 10% APR is $116 a month.',
    );
    dialog.querySelector<HTMLButtonElement>('.rove-modal__close')?.click();
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
  });

  it('ignores a malformed sales_data', async () => {
    page({ sales_data: { sell_price: 'lots' } });
    await mounted();
    expect(line()).toBeNull();
  });
});
