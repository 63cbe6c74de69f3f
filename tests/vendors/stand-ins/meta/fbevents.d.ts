// The stand-in is a classic browser script (no exports); tests import it for its effect:
// window.fbq.callMethod and window.__pixelStandIns.meta.
export {};
