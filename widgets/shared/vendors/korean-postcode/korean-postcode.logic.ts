import { resolveAllowedUrl } from '../../../../core/sanitize/safe-url';
import { check, object, oneOf, optional, string } from '../../../../core/schema';

// The Korean postcode search (Kakao's postcode service, formerly Daum's; contract:
// docs/vendors/kakao-postcode.md): which script to load and what its answer fills. Korean
// shoppers rarely type an address — shops open this search — so checkout and the swatch
// request offer it for Korea.

/** Kakao's script, as its guide gives it since the move to Kakao's CDN. */
export const KAKAO_POSTCODE_URL =
  'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

/** The hosts the script may come from besides the site itself: Kakao's CDN, and the Daum one it still serves. */
const POSTCODE_HOSTS = ['t1.kakaocdn.net', 't1.daumcdn.net'];

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

/** What a chosen address fills: the 5-digit postal code, the street, the city. */
export interface PostcodeFill {
  postal: string;
  /** The road name address, or the lot-number one when the shopper chose that. */
  street: string;
  /** The si/gun/gu ('중구', '성남시 분당구'), or the province-level city that has none ('세종특별자치시'). */
  city: string;
}

const text = () => optional(string(), '');

// The fields of Kakao's oncomplete data that are used (docs/vendors/kakao-postcode.md); the
// rest is ignored. A road name or lot-number address the shopper did not pick from a 1:N
// match comes in auto* instead (Kakao's FAQ 16/17).
const answerSchema = object({
  zonecode: string(/^\d{5}$/),
  userSelectedType: optional(oneOf(['R', 'J'] as const), 'R'),
  userLanguageType: optional(oneOf(['K', 'E'] as const), 'K'),
  roadAddress: text(),
  autoRoadAddress: text(),
  roadAddressEnglish: text(),
  autoRoadAddressEnglish: text(),
  jibunAddress: text(),
  autoJibunAddress: text(),
  jibunAddressEnglish: text(),
  autoJibunAddressEnglish: text(),
  sido: text(),
  sidoEnglish: text(),
  sigungu: text(),
  sigunguEnglish: text(),
});

/** The first text that is not blank, trimmed. */
const firstOf = (...texts: string[]) => texts.map((part) => part.trim()).find(Boolean) ?? '';

/**
 * The fields an answer of the postcode search fills, or null for an answer without a postal
 * code or a street (nothing is filled then: what the shopper typed stays). The street is the
 * form the shopper picked (road name or lot number), in the language they picked it in.
 *
 * @example postcodeFill({ zonecode: '04524', roadAddress: '서울 중구 세종대로 110', jibunAddress: '서울 중구 태평로1가 31', userSelectedType: 'R', sido: '서울', sigungu: '중구' })
 * // { postal: '04524', street: '서울 중구 세종대로 110', city: '중구' }
 */
export function postcodeFill(answer: unknown): PostcodeFill | null {
  const read = check(answerSchema, answer);
  if (!read.ok) return null;
  const a = read.value;
  const english = a.userLanguageType === 'E';
  const road = english
    ? firstOf(a.roadAddressEnglish, a.autoRoadAddressEnglish, a.roadAddress, a.autoRoadAddress)
    : firstOf(a.roadAddress, a.autoRoadAddress);
  const jibun = english
    ? firstOf(a.jibunAddressEnglish, a.autoJibunAddressEnglish, a.jibunAddress, a.autoJibunAddress)
    : firstOf(a.jibunAddress, a.autoJibunAddress);
  const street = (a.userSelectedType === 'J' ? firstOf(jibun, road) : firstOf(road, jibun)).slice(
    0,
    128,
  );
  const city = english
    ? firstOf(a.sigunguEnglish, a.sidoEnglish, a.sigungu, a.sido)
    : firstOf(a.sigungu, a.sido);
  return street ? { postal: a.zonecode, street, city } : null;
}
