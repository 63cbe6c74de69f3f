// The stand-in is a classic browser script (no exports); tests import it for its effect:
// window.affirm (Affirm's API, replacing the snippet's queues) and window.__affirmStandIn.
export {};
