// The stand-in is a classic browser script (no exports); tests import it for its effect:
// window.Klarna.Payments (once ready) and window.__klarnaStandIn.payments.
export {};
