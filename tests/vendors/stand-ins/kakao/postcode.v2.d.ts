// The stand-in is a classic browser script (no exports); tests import it for its effect:
// window.kakao.Postcode and window.__kakaoPostcodeStandIn.
export {};
