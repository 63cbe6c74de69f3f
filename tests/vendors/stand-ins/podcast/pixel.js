/* global window */
// STAND-IN for a podcast-attribution tracker's script (the kind `tracking.pixels.trackers`
// names), for the contract tests' stand-in mode: no vendor documents this generic shape, so it
// plays the common async snippet — `window.pdst = function () { (pdst.q ||= []).push(arguments) }`
// — replaying `pdst.q` and taking the global over. Kept in window.__pixelStandIns.podcast.
(function () {
  'use strict';
  var all = (window.__pixelStandIns = window.__pixelStandIns || {});
  var seen = (all.podcast = all.podcast || { calls: [] });
  var queued = typeof window.pdst === 'function' && window.pdst.q ? window.pdst.q : [];
  window.pdst = function () {
    seen.calls.push(JSON.parse(JSON.stringify(Array.prototype.slice.call(arguments))));
  };
  Array.prototype.slice.call(queued).forEach(function (args) {
    window.pdst.apply(null, Array.prototype.slice.call(args));
  });
})();
