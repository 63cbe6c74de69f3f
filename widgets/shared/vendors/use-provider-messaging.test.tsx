// @vitest-environment happy-dom
/**
 * Which pages fetch a pay-over-time provider at all: a shop it serves, with its settings and an
 * amount. On any other shop's page (a Korean one for Affirm and Klarna) the adapter is never
 * fetched and no box is held for it. Runs under React and again under preact/compat.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Country } from '../../../core/country';
import { resetSettings } from '../../../core/settings/settings';
import { flushRenderer } from '../../../tests/helpers/flush-render';
import { printSettings } from '../../../tests/helpers/page-settings';
import { useProviderMessaging, type StartMessaging } from './use-provider-messaging';

const { show } = flushRenderer();

function Line({ start, markets }: { start: StartMessaging; markets: readonly Country[] }) {
  const { amount, pending } = useProviderMessaging({
    settingsKey: 'lender',
    amount: 249_900,
    start,
    name: 'Lender',
    markets,
  });
  return <p data-pending={pending}>{amount ?? 'ours'}</p>;
}

const provider = () => vi.fn<StartMessaging>(async () => ({ refresh: () => undefined }));

/**
 * On a page of `country`: a line for a lender that does not serve it, then (the proof that the
 * page's effects and their tasks have run) one for a lender that does.
 */
async function linesOn(country: Country) {
  printSettings({ country, locale: 'en_US', currency: 'USD', lender: { key: 'pk' } });
  const elsewhere = provider();
  const here = provider();
  show(
    <>
      <Line start={elsewhere} markets={['US', 'CA'].filter((c) => c !== country) as Country[]} />
      <Line start={here} markets={[country]} />
    </>,
  );
  await vi.waitFor(() => expect(here).toHaveBeenCalledTimes(1));
  const [unserved, served] = [...document.querySelectorAll('p')];
  return { elsewhere, unserved, served };
}

afterEach(() => {
  document.head.replaceChildren();
  resetSettings();
});

describe('useProviderMessaging', () => {
  it('fetches the provider on a shop it serves, and shows its amount', async () => {
    const { served } = await linesOn('CA');
    await vi.waitFor(() => expect(served?.textContent).toBe('249900'));
  });

  it('on another shop’s page fetches nothing and holds no box for it', async () => {
    const { elsewhere, unserved } = await linesOn('KR');
    expect(elsewhere).not.toHaveBeenCalled();
    expect(unserved?.textContent).toBe('ours');
    expect(unserved?.getAttribute('data-pending')).toBe('false');
  });
});
