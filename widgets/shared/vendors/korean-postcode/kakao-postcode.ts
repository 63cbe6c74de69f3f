import { loadVendorScript, requestScript } from '../../../../core/vendor-script';

// The adapter to Kakao's postcode search, the one place that knows its page API (contract:
// docs/vendors/kakao-postcode.md): `new kakao.Postcode({ oncomplete }).embed(box)`. The guide's
// script bundles loader and core, so the constructor is there once the script has loaded.

/** The constructor options that are used (Kakao's guide lists more: theme, animation …). */
export interface KakaoPostcodeOptions {
  oncomplete: (data: unknown) => void;
  width?: string | number;
  height?: string | number;
}

/** `embed(element, { q, autoClose })`: the search drawn inside `element`. */
export interface KakaoPostcode {
  embed(element: HTMLElement, options?: { q?: string; autoClose?: boolean }): void;
}

export type KakaoPostcodeConstructor = new (options: KakaoPostcodeOptions) => KakaoPostcode;

declare global {
  interface Window {
    kakao?: { Postcode?: KakaoPostcodeConstructor };
    /** Kakao's former namespace, still on pages that load the old script. */
    daum?: { Postcode?: KakaoPostcodeConstructor };
  }
}

/** Why the search could not be shown; the dialog says so and the fields stay typeable. */
export type PostcodeFailure = 'script-failed' | 'not-ready' | 'call-failed';

export type EmbedOutcome =
  | { ok: true }
  | { ok: false; failure: PostcodeFailure; error?: unknown }
  /** The dialog closed while the script loaded: nothing to show, nothing wrong. */
  | { ok: false; failure: null };

/** How long the script may take to load before the search is given up for this opening. */
export const POSTCODE_READY_MS = 15_000;

/**
 * The page's constructor: `kakao.Postcode`, else the deprecated `daum.Postcode` of a page that
 * still loads Kakao's older script.
 */
export function postcodeOf(win: Window): KakaoPostcodeConstructor | null {
  for (const namespace of [win.kakao, win.daum]) {
    const Postcode: unknown = namespace?.Postcode;
    if (typeof Postcode === 'function') return Postcode as KakaoPostcodeConstructor;
  }
  return null;
}

type Loaded =
  { ok: true; Postcode: KakaoPostcodeConstructor } | { ok: false; failure: PostcodeFailure };

async function loadPostcode(src: string, doc: Document): Promise<Loaded> {
  const win = doc.defaultView;
  if (!win) return { ok: false, failure: 'not-ready' };
  const present = postcodeOf(win);
  if (present) return { ok: true, Postcode: present };
  const tag = { src, name: 'kakao-postcode' };
  // The tag's own outcome first (404, network, refused), then whether it defined the API; the
  // second call reuses the first's settled load and forgets it when nothing was defined.
  if (!(await requestScript(tag, doc))) return { ok: false, failure: 'script-failed' };
  const Postcode = await loadVendorScript({ ...tag, ready: postcodeOf }, doc);
  return Postcode ? { ok: true, Postcode } : { ok: false, failure: 'not-ready' };
}

/** The load, or 'not-ready' once `ms` have passed without one (a script that never settles). */
function within(loading: Promise<Loaded>, win: Window | null, ms: number): Promise<Loaded> {
  return new Promise((resolve) => {
    const timer = win?.setTimeout(() => resolve({ ok: false, failure: 'not-ready' }), ms);
    void loading.then(
      (loaded) => {
        win?.clearTimeout(timer);
        resolve(loaded);
      },
      () => resolve({ ok: false, failure: 'script-failed' }),
    );
  });
}

/**
 * Loads Kakao's script (once; a constructor already on the page is used) and embeds the search
 * in `container`; `onAnswer` gets each address the shopper chooses, as Kakao sends it. Never
 * rejects: a failure comes back as its kind, for the caller to log and show.
 *
 * @example const outcome = await embedPostcode(box, KAKAO_POSTCODE_URL, (data) => fill(postcodeFill(data)));
 */
export async function embedPostcode(
  container: HTMLElement,
  src: string,
  onAnswer: (answer: unknown) => void,
  readyMs = POSTCODE_READY_MS,
): Promise<EmbedOutcome> {
  const doc = container.ownerDocument;
  const loaded = await within(loadPostcode(src, doc), doc.defaultView, readyMs);
  if (!loaded.ok) return loaded;
  if (!container.isConnected) return { ok: false, failure: null };
  try {
    // autoClose (Kakao's default): the search removes itself once an address is chosen.
    new loaded.Postcode({ oncomplete: onAnswer, width: '100%', height: '100%' }).embed(container, {
      autoClose: true,
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, failure: 'call-failed', error };
  }
}
