// @vitest-environment happy-dom
/**
 * When a widget hands an amount to Affirm: only with Affirm's settings, from 1000, after the
 * widget's own paint; each new amount refreshed once rendered. Affirm is a page's own
 * `window.affirm` here (the loader's paths are in affirm-vendor.test.ts). Runs under React and
 * again under preact/compat.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushRenderer } from '../../../tests/helpers/flush-render';
import { resetLogOnce } from '../../../core/log';
import { resetSettings } from '../../../core/settings/settings';
import { resetAffirm } from './affirm-vendor';
import { useAffirmPromo } from './useAffirmPromo';
import { printSettings } from '../../../tests/helpers/page-settings';

const { show } = flushRenderer();

function page(settings: object) {
  printSettings({ locale: 'en_US', country: 'US', ...settings });
}

function Promo({ amount }: { amount: number | null }) {
  const cents = useAffirmPromo(amount);
  return cents === null ? (
    <p id="ours">ours</p>
  ) : (
    <p id="affirm" className="affirm-as-low-as" data-amount={cents} />
  );
}

/** Affirm as a host loads it: ready at once; each refresh records the amounts on the page. */
function hostAffirm() {
  const refreshed: string[][] = [];
  window.affirm = {
    ui: {
      ready: (callback) => callback(),
      refresh: () =>
        refreshed.push(
          [...document.querySelectorAll('.affirm-as-low-as')].map(
            (node) => node.getAttribute('data-amount') ?? '',
          ),
        ),
    },
  };
  return refreshed;
}

beforeEach(() => {
  resetSettings();
  resetLogOnce();
  resetAffirm();
});
afterEach(() => {
  delete window.affirm;
  document.head.replaceChildren();
});

describe('useAffirmPromo', () => {
  it('keeps the widget’s own text without Affirm’s settings, and asks Affirm nothing', async () => {
    page({});
    const refreshed = hostAffirm();
    show(<Promo amount={2499} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('ours')).not.toBeNull();
    expect(refreshed).toEqual([]);
  });

  it('hands Affirm each amount from 1000 once it is rendered, and nothing below', async () => {
    page({ affirm: { publicKey: 'ABCDEF123' } });
    const refreshed = hostAffirm();
    show(<Promo amount={999} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('ours')).not.toBeNull();
    expect(refreshed).toEqual([]);

    show(<Promo amount={2499} />);
    await vi.waitFor(() => expect(refreshed).toEqual([['249900']]));
    show(<Promo amount={2899.5} />);
    await vi.waitFor(() => expect(refreshed).toEqual([['249900'], ['289950']]));
    show(<Promo amount={500} />);
    await vi.waitFor(() => expect(document.getElementById('ours')).not.toBeNull());
    expect(refreshed).toHaveLength(2);
  });

  it('keeps the widget’s own text on a shop Affirm does not serve', async () => {
    page({ country: 'AU', currency: 'AUD', affirm: { publicKey: 'ABCDEF123' } });
    const refreshed = hostAffirm();
    show(<Promo amount={2499} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('ours')).not.toBeNull();
    expect(refreshed).toEqual([]);
  });
});
