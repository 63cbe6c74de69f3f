// The stand-in is a classic browser script (no exports); tests import it for its effect:
// window.Stripe and window.__stripeStandIn.
export {};
