// The stand-in is a classic browser script (no exports); tests import it for its effect:
// window.google.maps.importLibrary and window.__googlePlacesStandIn.
export {};
