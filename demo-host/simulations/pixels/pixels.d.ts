// The simulation is a classic browser script (no exports); tests import it for its effect:
// the vendors' globals taken over and window.__simulatedPixels.
export {};
