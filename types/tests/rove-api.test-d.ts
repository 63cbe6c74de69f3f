// Compiled by scripts/elements/typings.test.ts (not by the project's tsconfig): proves that a
// host script importing the package's types gets `window.Rove` typed, and that it refuses what
// it should.
import type { RoveApi, RoveCallback, RoveEventMap } from '../elements';

type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export const off: (() => void) | undefined = window.Rove?.on('cart-added', (detail) => {
  const count: number = detail.count;
  const protection: string | undefined = detail.protection;
  void [count, protection];
});
// @ts-expect-error an event name Rove.on does not have (a typo)
window.Rove?.on('cart-addded', () => {});
// @ts-expect-error the detail of cart-added has no total
window.Rove?.on('cart-added', (detail) => detail.total);

window.Rove?.emit('love-changed', { nid: 1203, selected: true, count: 4 });
// @ts-expect-error love-changed's detail needs its count
window.Rove?.emit('love-changed', { nid: 1203 });

export const country: 'US' | 'CA' | 'AU' | 'KR' | 'UK' | 'HK' | undefined =
  window.Rove?.settings?.country;
// @ts-expect-error the API is read-only for host scripts
window.Rove!.version = '2';

const onReady: RoveCallback = (rove) => {
  void rove.ready.then((api) => api.grantConsent());
};
window.RoveCallbacks = window.RoveCallbacks || [];
window.RoveCallbacks.push(onReady);
// @ts-expect-error a queued callback is a function
window.RoveCallbacks.push('ready');

export const sameApi: Equals<NonNullable<Window['Rove']>, RoveApi> = true;
export const problemDetail: Equals<RoveEventMap['problem']['level'], 'warn' | 'error'> = true;
