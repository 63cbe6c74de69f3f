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

const loading = new Map<string, Promise<unknown>>();

function settleOn(script: HTMLScriptElement, win: Window, ready: () => void): void {
  script.addEventListener('load', ready, { once: true });
  script.addEventListener('error', ready, { once: true });
  // A tag of the host's that already failed fires nothing again.
  win.setTimeout(ready, HOST_TAG_WAIT_MS);
}

/** @example const postcode = await loadVendorScript({ src, ready: (win) => win.daum?.Postcode ?? null, name: 'postcode' }); */
export function loadVendorScript<T>(
  vendor: VendorScript<T>,
  doc: Document = document,
): Promise<T | null> {
  const win = doc.defaultView;
  if (!win) return Promise.resolve(null);
  const present = vendor.ready(win);
  if (present) return Promise.resolve(present);
  const pending = loading.get(vendor.src) as Promise<T | null> | undefined;
  if (pending) return pending;
  const loaded = new Promise<T | null>((resolve) => {
    const done = () => resolve(vendor.ready(win));
    const hosts = [...doc.querySelectorAll<HTMLScriptElement>('script[src]')];
    const hostTag = hosts.find((script) => script.src === vendor.src);
    if (hostTag) {
      settleOn(hostTag, win, done);
      return;
    }
    const script = doc.createElement('script');
    try {
      script.src = trustedScriptUrl(vendor.src) as string;
    } catch {
      resolve(null); // refused by the policy: the caller's fallback shows
      return;
    }
    script.async = true;
    script.dataset['rove'] = vendor.name;
    for (const [name, value] of Object.entries(vendor.attributes ?? {}))
      script.setAttribute(name, value);
    script.addEventListener('load', done, { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        resolve(null);
      },
      { once: true },
    );
    doc.head.append(script);
  }).then((api) => {
    if (!api) loading.delete(vendor.src);
    return api;
  });
  loading.set(vendor.src, loaded);
  return loaded;
}

/** Forgets every load (tests). */
export function resetVendorScripts(): void {
  loading.clear();
}
