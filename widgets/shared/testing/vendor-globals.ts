import { afterEach } from 'vitest';

/**
 * After each test of the file: the globals a vendor's script (or its contract stand-in) left on
 * window are gone and the body is empty, so that the next test loads the vendor afresh.
 *
 * @example forgetVendorAfterEach(['Klarna', 'KlarnaSDKCallback', '__klarnaStandIn']);
 */
export function forgetVendorAfterEach(globals: readonly string[]): void {
  afterEach(() => {
    for (const name of globals) Reflect.deleteProperty(window, name);
    document.body.replaceChildren();
  });
}
