import { trustedScriptUrl } from './trusted-types';

/**
 * A vendor's browser script (a chat service, the Korean postcode search…), loaded once: a
 * `<script src>` appended to the head, which a strict CSP allows by listing the vendor's origin
 * (no inline code), signed by the SDK's Trusted Types policy. `ready` reads the vendor's API
 * from the window: a page that already has it (a host that loads the vendor itself) loads
 * nothing, and neither does a page whose own tag for the same script is still loading — it is
 * waited for. Never a second copy.
 *
 * Resolves null when the script fails, is refused or defines no API; a failure forgets the
 * attempt so a later press may try again (the stripe-js loader's rule). `src` must already
 * have passed the caller's URL policy (`resolveAllowedUrl`).
 */
export interface VendorScript<T> {
  /** The script's absolute URL. */
  src: string;
  /** The vendor's API on the window, or null while it is not there. */
  ready: (win: Window) => T | null;
  /** Marks our tag (`data-rove`), for the page's own tooling and tests. */
  name: string;
  /** Attributes the vendor reads from its tag (Klarna's `data-client-id`). */
  attributes?: Readonly<Record<string, string>>;
}

/** How long a host's own tag for the script may take before we stop waiting on it. */
const HOST_TAG_WAIT_MS = 15_000;

/** A script tag to request: the `VendorScript` without its API check. */
export type ScriptTag = Omit<VendorScript<unknown>, 'ready'>;

const loading = new Map<string, Promise<boolean>>();

function settleOn(script: HTMLScriptElement, win: Window, settled: () => void): void {
  script.addEventListener('load', settled, { once: true });
  script.addEventListener('error', settled, { once: true });
  // A tag of the host's that already failed fires nothing again.
  win.setTimeout(settled, HOST_TAG_WAIT_MS);
}

/**
 * Puts a vendor's script on the page once: our own async tag, or the host's tag for the same
 * URL waited for. Resolves false when our tag fails or the policy refuses its URL (the attempt
 * is forgotten, so a later call tries again), true once it has loaded (or the host's tag
 * settled). For vendors whose snippet queues calls before the script arrives (the ad pixels):
 * the queue is ours, so whether the vendor is already on the page is decided before.
 *
 * @example await requestScript({ src: 'https://s.pinimg.com/ct/core.js', name: 'pinterest' })
 */
export function requestScript(tag: ScriptTag, doc: Document = document): Promise<boolean> {
  const win = doc.defaultView;
  if (!win) return Promise.resolve(false);
  const pending = loading.get(tag.src);
  if (pending) return pending;
  let stopHearing = () => {};
  const requested = new Promise<boolean>((resolve) => {
    const hosts = [...doc.querySelectorAll<HTMLScriptElement>('script[src]')];
    const hostTag = hosts.find((script) => script.src === tag.src);
    if (hostTag) {
      settleOn(hostTag, win, () => resolve(true));
      return;
    }
    const script = doc.createElement('script');
    try {
      script.src = trustedScriptUrl(tag.src) as string;
    } catch {
      resolve(false); // refused by the policy: the caller's fallback shows
      return;
    }
    script.async = true;
    script.dataset['rove'] = tag.name;
    for (const [name, value] of Object.entries(tag.attributes ?? {}))
      script.setAttribute(name, value);
    // A policy that blocks the script says so before its error event: that violation, not our
    // "could not be loaded", is what the console and the retailer's monitoring hear (docs/csp.md).
    let violation: SecurityPolicyViolationEvent | null = null;
    const hearViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI === script.src || event.blockedURI === new URL(script.src).origin)
        violation = event;
    };
    doc.addEventListener('securitypolicyviolation', hearViolation);
    stopHearing = () => doc.removeEventListener('securitypolicyviolation', hearViolation);
    script.addEventListener('load', () => resolve(true), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        const blocked = violation;
        if (!blocked) return resolve(false);
        import('./csp/report-blocked')
          .then((module) => module.reportBlocked(blocked))
          .catch(() => {})
          .then(() => resolve(false));
      },
      { once: true },
    );
    doc.head.append(script);
  }).then((loaded) => {
    stopHearing();
    if (!loaded) loading.delete(tag.src);
    return loaded;
  });
  loading.set(tag.src, requested);
  return requested;
}

/** @example const postcode = await loadVendorScript({ src, ready: (win) => win.daum?.Postcode ?? null, name: 'postcode' }); */
export async function loadVendorScript<T>(
  vendor: VendorScript<T>,
  doc: Document = document,
): Promise<T | null> {
  const win = doc.defaultView;
  if (!win) return null;
  const present = vendor.ready(win);
  if (present) return present;
  if (!(await requestScript(vendor, doc))) return null;
  const api = vendor.ready(win);
  // A script that loaded but defined nothing is tried again on the next call, like a failure.
  if (!api) loading.delete(vendor.src);
  return api;
}

/** Forgets every load (tests). */
export function resetVendorScripts(): void {
  loading.clear();
}
