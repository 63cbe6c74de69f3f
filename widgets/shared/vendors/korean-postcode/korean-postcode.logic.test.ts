import { describe, expect, it } from 'vitest';
import { KAKAO_POSTCODE_URL, postcodeFill, postcodeScript } from './korean-postcode.logic';
import { CITY_HALL } from './fixtures';

describe('postcodeFill (what Kakao’s answer fills)', () => {
  it('takes the road name address the shopper chose, the postal code and the si/gun/gu', () => {
    expect(postcodeFill(CITY_HALL)).toEqual({
      postal: '04524',
      street: '서울 중구 세종대로 110',
      city: '중구',
    });
  });

  it('takes the province-level city where there is no si/gun/gu (Sejong)', () => {
    expect(postcodeFill({ ...CITY_HALL, sido: '세종특별자치시', sigungu: '' })?.city).toBe(
      '세종특별자치시',
    );
  });

  it('takes the auto-mapped address when the picked form came without one (a 1:N match)', () => {
    const picked = { ...CITY_HALL, userSelectedType: 'J', jibunAddress: '' };
    expect(postcodeFill({ ...picked, autoJibunAddress: '서울 중구 태평로1가 31' })?.street).toBe(
      '서울 중구 태평로1가 31',
    );
    expect(
      postcodeFill({ ...CITY_HALL, roadAddress: '', autoRoadAddress: '서울 중구 세종대로 110' })
        ?.street,
    ).toBe('서울 중구 세종대로 110');
  });

  it('takes the English address when the shopper picked the English one', () => {
    const english = {
      ...CITY_HALL,
      userLanguageType: 'E',
      roadAddressEnglish: '110 Sejong-daero, Jung-gu, Seoul, Republic of Korea',
      sigunguEnglish: 'Jung-gu',
    };
    expect(postcodeFill(english)).toEqual({
      postal: '04524',
      street: '110 Sejong-daero, Jung-gu, Seoul, Republic of Korea',
      city: 'Jung-gu',
    });
  });

  it('takes the lot-number address when the shopper chose that one', () => {
    expect(postcodeFill({ ...CITY_HALL, userSelectedType: 'J' })?.street).toBe(
      '서울 중구 태평로1가 31',
    );
  });

  it('falls back to the other form when the chosen one is empty', () => {
    expect(postcodeFill({ ...CITY_HALL, roadAddress: ' ' })?.street).toBe('서울 중구 태평로1가 31');
    expect(postcodeFill({ ...CITY_HALL, userSelectedType: 'J', jibunAddress: '' })?.street).toBe(
      '서울 중구 세종대로 110',
    );
  });

  it('fills nothing from an answer without a 5-digit postal code or any street', () => {
    expect(postcodeFill({ ...CITY_HALL, zonecode: '100-011' })).toBeNull();
    expect(postcodeFill({ ...CITY_HALL, roadAddress: '', jibunAddress: '' })).toBeNull();
    expect(postcodeFill(null)).toBeNull();
    expect(postcodeFill('04524')).toBeNull();
  });
});

describe('postcodeScript (settings.koreanPostcode)', () => {
  const origin = 'https://shop.example';

  it('is Kakao’s own script without settings', () => {
    expect(postcodeScript(undefined, origin)).toEqual({ ok: true, src: KAKAO_POSTCODE_URL });
    expect(postcodeScript({}, origin)).toEqual({ ok: true, src: KAKAO_POSTCODE_URL });
  });

  it('is the script on Kakao’s CDN by default, as its guide gives it', () => {
    expect(KAKAO_POSTCODE_URL).toBe(
      'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js',
    );
  });

  it('takes a same-origin copy or either of Kakao’s hosts', () => {
    expect(postcodeScript({ scriptUrl: '/simulated/kakao/postcode.v2.js' }, origin)).toEqual({
      ok: true,
      src: 'https://shop.example/simulated/kakao/postcode.v2.js',
    });
    const daum = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
    expect(postcodeScript({ scriptUrl: daum }, origin)).toEqual({ ok: true, src: daum });
  });

  it('falls back to Kakao’s script, with the reason, for foreign or malformed settings', () => {
    for (const settings of [
      { scriptUrl: 'https://evil.example/postcode.v2.js' },
      { scriptUrl: 'http://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js' },
      { scriptUrl: 'javascript:alert(1)' },
      { scriptUrl: 42 },
      'postcode.v2.js',
    ]) {
      const script = postcodeScript(settings, origin);
      expect(script.ok, JSON.stringify(settings)).toBe(false);
      expect(script.src).toBe(KAKAO_POSTCODE_URL);
    }
  });
});
