// The simulation is a classic browser script (no exports); tests import it for its effect:
// window.google.maps.importLibrary and window.__simulatedPlaces.
export {};
