// The stand-in is a classic browser script (no exports); tests import it for its effect:
// window.Klarna.OnsiteMessaging (once ready) and window.__klarnaStandIn.messaging.
export {};
