// @vitest-environment happy-dom
/**
 * When a widget hands an amount to Affirm: only with Affirm's settings, from 1000, after the
 * widget's own paint; each new amount refreshed once rendered; Affirm's failures bring the
 * widget's own text back with one `[rove]` line and never an unhandled rejection. Affirm is a
 * page's own `window.affirm` of the documented shape here (docs/vendors/affirm.md: `ui.ready`,
 * `ui.refresh`, `ui.error` an event surface), or a script that cannot load. Runs under React
 * and again under preact/compat.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushRenderer } from '../../../../tests/helpers/flush-render';
import { resetLogOnce } from '../../../../core/log';
import { resetSettings } from '../../../../core/settings/settings';
import { resetVendorScripts } from '../../../../core/vendor-script';
import { runAppendedScripts } from '../../../../core/vendor-script.test-helpers';
import { resetAffirm } from './affirm-vendor';
import { useAffirmPromo } from './useAffirmPromo';
import { printSettings } from '../../../../tests/helpers/page-settings';

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
function hostAffirm(refresh?: () => void) {
  const refreshed: string[][] = [];
  window.affirm = {
    ui: {
      ready: (callback: () => void) => callback(),
      refresh:
        refresh ??
        (() =>
          refreshed.push(
            [...document.querySelectorAll('.affirm-as-low-as')].map(
              (node) => node.getAttribute('data-amount') ?? '',
            ),
          )),
      // Affirm's checkout pop-up events: an object, not a function.
      error: { on: vi.fn(), off: vi.fn() },
    },
  };
  return refreshed;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

let rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeEach(() => {
  resetSettings();
  resetLogOnce();
  resetAffirm();
  resetVendorScripts();
  rejections = [];
  process.on('unhandledRejection', onRejection);
});
afterEach(() => {
  process.off('unhandledRejection', onRejection);
  delete window.affirm;
  delete window._affirm_config;
  document.head.replaceChildren();
});

/** On a page with `settings`, an amount Affirm would show leaves the widget's text, unasked. */
async function expectOwnTextKept(settings: Record<string, unknown>) {
  page(settings);
  const refreshed = hostAffirm();
  show(<Promo amount={2499} />);
  await settle();
  expect(document.getElementById('ours')).not.toBeNull();
  expect(refreshed).toEqual([]);
}

describe('useAffirmPromo', () => {
  it('keeps the widget’s own text without Affirm’s settings, and asks Affirm nothing', async () => {
    await expectOwnTextKept({});
  });

  it('hands Affirm each amount from 1000 once it is rendered, and nothing below', async () => {
    page({ affirm: { publicKey: 'ABCDEF123' } });
    const refreshed = hostAffirm();
    show(<Promo amount={999} />);
    await settle();
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
    await expectOwnTextKept({ country: 'AU', currency: 'AUD', affirm: { publicKey: 'ABCDEF123' } });
  });

  it('takes Affirm’s ui.error for the event surface it is: no unhandled rejection', async () => {
    page({ affirm: { publicKey: 'ABCDEF123' } });
    const error = vi.spyOn(console, 'error');
    const refreshed = hostAffirm();
    show(<Promo amount={2499} />);
    await vi.waitFor(() => expect(refreshed).toEqual([['249900']]));
    await settle();
    expect(rejections).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it('shows the widget’s own text again when Affirm’s refresh throws, with one line', async () => {
    page({ affirm: { publicKey: 'ABCDEF123' } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    hostAffirm(() => {
      throw new Error('Affirm broke');
    });
    show(<Promo amount={2499} />);
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    await vi.waitFor(() => expect(document.getElementById('ours')).not.toBeNull());
    show(<Promo amount={2899} />);
    await settle();
    expect(document.getElementById('ours')).not.toBeNull();
    expect(error.mock.calls.map(([line]) => line)).toEqual([
      '[rove] Affirm could not show its messaging; our own estimate shows',
    ]);
    expect(rejections).toEqual([]);
  });

  it('keeps the widget’s own text when affirm.js cannot load, with one line', async () => {
    page({ affirm: { publicKey: 'ABCDEF123' } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { appended } = runAppendedScripts(() => false);
    show(<Promo amount={2499} />);
    await vi.waitFor(() => expect(appended).toHaveLength(1));
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    await settle();
    expect(document.getElementById('ours')).not.toBeNull();
    expect(error.mock.calls.map(([line]) => line)).toEqual([
      '[rove] Affirm could not be loaded; our own estimate shows',
    ]);
    expect(rejections).toEqual([]);
  });
});
