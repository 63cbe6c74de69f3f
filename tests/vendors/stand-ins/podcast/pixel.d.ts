// The stand-in is a classic browser script (no exports): window.__pixelStandIns.podcast.
export {};
