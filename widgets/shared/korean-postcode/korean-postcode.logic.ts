import { resolveAllowedUrl } from '../../../core/safe-url';
import { check, object, oneOf, optional, string } from '../../../core/schema';

// The Korean postcode search (Kakao's, formerly Daum's, postcode service; seeds 001 §7 and
// 002 §7): which script to load and what its answer fills. Korean shoppers rarely type an
// address — shops open this search — so checkout and the swatch request offer it for Korea.

/** Kakao's script, as its guide gives it. */
export const KAKAO_POSTCODE_URL =
  'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

/** The hosts the script may come from besides the site itself (old and new Kakao CDN). */
const POSTCODE_HOSTS = ['t1.daumcdn.net', 't1.kakaocdn.net'];

const settingsSchema = object({ scriptUrl: optional(string(/\S/), KAKAO_POSTCODE_URL) });

export type PostcodeScript =
  | { ok: true; src: string }
  /** Why the settings were not used (the default script is then). */
  | { ok: false; src: string; problem: string };

/**
 * The script to load: settings `koreanPostcode.scriptUrl` (a same-origin copy, or Kakao's on
 * either of its hosts), else Kakao's own. Malformed or foreign settings fall back to Kakao's,
 * with the reason for the caller to log.
 *
 * @example postcodeScript(undefined, 'https://shop.example').src // KAKAO_POSTCODE_URL
 * @example postcodeScript({ scriptUrl: '/sim/postcode.v2.js' }, 'https://shop.example').src // 'https://shop.example/sim/postcode.v2.js'
 */
export function postcodeScript(settings: unknown, origin: string): PostcodeScript {
  if (settings === undefined) return { ok: true, src: KAKAO_POSTCODE_URL };
  const read = check(settingsSchema, settings);
  if (!read.ok) {
    return { ok: false, src: KAKAO_POSTCODE_URL, problem: 'settings.koreanPostcode is malformed' };
  }
  const url = resolveAllowedUrl(read.value.scriptUrl, { origin, providerHosts: POSTCODE_HOSTS });
  return url
    ? { ok: true, src: url.href }
    : {
        ok: false,
        src: KAKAO_POSTCODE_URL,
        problem: 'settings.koreanPostcode.scriptUrl is neither the site’s nor Kakao’s',
      };
}

/** What a chosen address fills: the 5-digit postal code, the street, the province or city. */
export interface PostcodeFill {
  postal: string;
  /** The road name address, or the lot-number one when the shopper chose that. */
  street: string;
  /** The province or metropolitan city ('서울', '경기'). */
  city: string;
}

// The fields of Kakao's oncomplete data that are used; the rest is ignored.
const answerSchema = object({
  zonecode: string(/^\d{5}$/),
  roadAddress: optional(string(), ''),
  jibunAddress: optional(string(), ''),
  userSelectedType: optional(oneOf(['R', 'J'] as const), 'R'),
  sido: optional(string(), ''),
});

/**
 * The fields an answer of the postcode search fills, or null for an answer without a postal
 * code or a street (nothing is filled then: what the shopper typed stays).
 *
 * @example postcodeFill({ zonecode: '04524', roadAddress: '서울 중구 세종대로 110', jibunAddress: '서울 중구 태평로1가 31', userSelectedType: 'R', sido: '서울' })
 * // { postal: '04524', street: '서울 중구 세종대로 110', city: '서울' }
 */
export function postcodeFill(answer: unknown): PostcodeFill | null {
  const read = check(answerSchema, answer);
  if (!read.ok) return null;
  const { zonecode, roadAddress, jibunAddress, userSelectedType, sido } = read.value;
  const [chosen, other] =
    userSelectedType === 'J' ? [jibunAddress, roadAddress] : [roadAddress, jibunAddress];
  const street = (chosen.trim() || other.trim()).slice(0, 128);
  return street ? { postal: zonecode, street, city: sido.trim() } : null;
}
