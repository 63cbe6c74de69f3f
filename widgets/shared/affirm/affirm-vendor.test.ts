// @vitest-environment happy-dom
/**
 * Affirm's script on the page as Affirm's snippet puts it there: the config, a queue the script
 * replays, one script; a page that has Affirm already; a script that cannot load. The script is
 * the demo host's simulation, run as the browser would once our <script> has loaded.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../../core/log';
import { resetVendorScripts } from '../../../core/vendor-script';
import { runAppendedScripts } from '../../../core/vendor-script.test-helpers';
import { loadAffirm, resetAffirm } from './affirm-vendor';
import type { AffirmConfig } from './affirm.logic';

const config: AffirmConfig = {
  public_api_key: 'ABCDEF123',
  script: 'https://shop.example/simulated/affirm/affirm.js',
  locale: 'en_US',
  country_code: 'USA',
};

/** Our appended <script>: run the simulation (or fail) as the browser would. */
const scriptsLoad = (outcome: 'load' | 'error') =>
  runAppendedScripts(
    () => outcome === 'load' && import('../../../demo-host/simulations/affirm/affirm.js'),
  ).appended;

beforeEach(() => {
  resetAffirm();
  resetVendorScripts();
  resetLogOnce();
});
afterEach(() => {
  delete window.affirm;
  delete window._affirm_config;
  document.body.replaceChildren();
});

describe('loadAffirm', () => {
  it('sets the config, queues calls until affirm.js has loaded, and loads it once', async () => {
    const appended = scriptsLoad('load');
    document.body.innerHTML =
      '<p class="affirm-as-low-as" data-page-type="product" data-amount="249900"></p>';
    const first = loadAffirm(config);
    // Until the script runs, Affirm's calls wait in the queue.
    window.affirm?.ui.refresh();
    const [affirm, again] = await Promise.all([first, loadAffirm(config)]);
    expect(affirm).not.toBeNull();
    expect(again).toBe(affirm);
    expect(appended.map((script) => script.src)).toEqual([config.script]);
    expect(window._affirm_config).toEqual(config);
    expect(document.querySelector('.affirm-as-low-as')?.textContent).toMatch(
      /^Starting at \$220\/mo with Affirm/,
    );
  });

  it('uses the page’s own Affirm and loads nothing', async () => {
    const appended = scriptsLoad('load');
    const refresh = vi.fn();
    window.affirm = { ui: { ready: (callback) => callback(), refresh } };
    const affirm = await loadAffirm(config);
    affirm?.ui.refresh();
    expect(refresh).toHaveBeenCalledOnce();
    expect(appended).toEqual([]);
    expect(window._affirm_config).toBeUndefined();
  });

  it('resolves null when the script cannot load, logs once, and tries again later', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const appended = scriptsLoad('error');
    expect(await loadAffirm(config)).toBeNull();
    expect(error.mock.calls).toEqual([
      ['[rove] Affirm could not be loaded; our own estimate shows'],
    ]);
    delete window.affirm;
    expect(await loadAffirm(config)).toBeNull();
    expect(appended).toHaveLength(2);
  });
});
