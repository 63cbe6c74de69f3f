// The stand-in is a classic browser script (no exports); tests import it for its effect:
// window.pintrk replaced and window.__pixelStandIns.pinterest.
export {};
