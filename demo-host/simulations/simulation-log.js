/* global window, sessionStorage */
// The demo host's record of what its SIMULATED vendor scripts receive (issue 26): the host serves
// this ahead of every simulated script, which calls window.__roveDemoSimulations.record(vendor,
// call). Each call is kept in sessionStorage 'rove-demo-simulations' ({vendor, call, page},
// newest last, 200 at most) for /demo/providers. Nothing leaves the page.
(function () {
  'use strict';
  if (window.__roveDemoSimulations) return;
  var KEY = 'rove-demo-simulations';
  window.__roveDemoSimulations = {
    record: function (vendor, call) {
      var copy;
      try {
        copy = JSON.parse(JSON.stringify(call === undefined ? null : call));
      } catch {
        copy = String(call);
      }
      try {
        var log = JSON.parse(sessionStorage.getItem(KEY) || '[]');
        log.push({ vendor: vendor, call: copy, page: window.location.pathname });
        sessionStorage.setItem(KEY, JSON.stringify(log.slice(-200)));
      } catch {
        // Storage full or off: the simulation's own record on window stays.
      }
      return copy;
    },
  };
})();
