// The simulation is a classic browser script (no exports); tests import it for its effect:
// window.affirm and window.__simulatedAffirm.
export {};
