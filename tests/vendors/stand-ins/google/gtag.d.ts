// The stand-in is a classic browser script (no exports); tests import it for its effect:
// window.dataLayer read and taken over, and window.__pixelStandIns.google.
export {};
