import { loadVendorScript } from '../../../core/vendor-script';

/** Kakao's postcode API, as far as it is used (`new daum.Postcode({oncomplete}).embed(box)`). */
export interface DaumPostcodeConstructor {
  new (options: { oncomplete: (answer: unknown) => void; width?: string; height?: string }): {
    embed: (container: HTMLElement) => void;
  };
}

declare global {
  interface Window {
    daum?: { Postcode?: DaumPostcodeConstructor };
  }
}

const postcodeOf = (win: Window): DaumPostcodeConstructor | null =>
  typeof win.daum?.Postcode === 'function' ? win.daum.Postcode : null;

/**
 * Loads the postcode script (once; a `daum.Postcode` already on the page is used) and embeds
 * the search in `container`; `onAnswer` gets each address the shopper chooses, as Kakao sends
 * it. False when the script could not load or the search could not be embedded.
 *
 * @example await embedPostcode(box, KAKAO_POSTCODE_URL, (answer) => fill(postcodeFill(answer)));
 */
export async function embedPostcode(
  container: HTMLElement,
  src: string,
  onAnswer: (answer: unknown) => void,
): Promise<boolean> {
  const Postcode = await loadVendorScript(
    { src, ready: postcodeOf, name: 'korean-postcode' },
    container.ownerDocument,
  );
  if (!Postcode || !container.isConnected) return false;
  try {
    new Postcode({ oncomplete: onAnswer, width: '100%', height: '100%' }).embed(container);
    return true;
  } catch {
    return false;
  }
}
