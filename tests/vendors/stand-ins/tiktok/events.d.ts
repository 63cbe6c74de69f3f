// The stand-in is a classic browser script (no exports); tests import it for its effect:
// window.ttq taken over and window.__pixelStandIns.tiktok.
export {};
