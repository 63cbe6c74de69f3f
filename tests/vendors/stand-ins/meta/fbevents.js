/* global window */
// STAND-IN for Meta's fbevents.js (https://connect.facebook.net/en_US/fbevents.js), written only
// from docs/vendors/meta.md for the contract tests — not from our adapter, not from the demo
// host's simulation. Served at /stand-ins/meta/fbevents.js with ?vendors=stand-in, or by
// Playwright at Meta's address.
//
// As the contract says: it runs after Meta's base code (window.fbq with queue, loaded, version
// '2.0'; calls kept as `arguments` objects in fbq.queue). It defines fbq.callMethod (from then
// on the base code hands every call to it) and replays the queue in order. It knows the
// commands init, track, trackSingle and consent ('revoke' pauses sending, 'grant' sends what
// was paused) and the standard events and object properties of Meta's reference. What reached
// it is kept in window.__pixelStandIns.meta: `calls` (every call), `sent` (what Meta would
// send), `problems` (what breaks the contract).
(function () {
  'use strict';
  var all = (window.__pixelStandIns = window.__pixelStandIns || {});
  var seen = (all.meta = all.meta || { calls: [], sent: [], problems: [], pixels: [] });
  var fbq = window.fbq;
  if (typeof fbq !== 'function' || !Array.isArray(fbq.queue) || fbq.version !== '2.0') {
    seen.problems.push('no base code: window.fbq with a queue and version 2.0');
    return;
  }
  if (typeof fbq.callMethod === 'function') return; // one copy per page

  var STANDARD = [
    'AddPaymentInfo',
    'AddToCart',
    'AddToWishlist',
    'CompleteRegistration',
    'Contact',
    'CustomizeProduct',
    'Donate',
    'FindLocation',
    'InitiateCheckout',
    'Lead',
    'PageView',
    'Purchase',
    'Schedule',
    'Search',
    'StartTrial',
    'SubmitApplication',
    'Subscribe',
    'ViewContent',
  ];
  var revoked = false;
  var paused = [];

  function copy(value) {
    return JSON.parse(JSON.stringify(value));
  }
  function problem(text) {
    seen.problems.push(text);
  }
  function isNumber(value) {
    return typeof value === 'number' && isFinite(value) && value >= 0;
  }

  function checkParams(name, params) {
    if (params === undefined) return;
    if (!params || typeof params !== 'object') return problem(name + ': parameters not an object');
    if ('content_ids' in params) {
      var ids = params.content_ids;
      if (
        !Array.isArray(ids) ||
        ids.some(function (id) {
          return typeof id !== 'string' && typeof id !== 'number';
        })
      )
        problem(name + ': content_ids must be an array of ids');
    }
    if ('contents' in params) {
      var contents = params.contents;
      if (
        !Array.isArray(contents) ||
        contents.some(function (entry) {
          return (
            !entry ||
            (typeof entry.id !== 'string' && typeof entry.id !== 'number') ||
            !isNumber(entry.quantity)
          );
        })
      )
        problem(name + ': contents must be [{id, quantity}]');
    }
    if ('content_type' in params && ['product', 'product_group'].indexOf(params.content_type) < 0)
      problem(name + ': content_type must be product or product_group');
    if ('value' in params && !isNumber(params.value)) problem(name + ': value must be a number');
    if ('currency' in params && !/^[A-Z]{3}$/.test(String(params.currency)))
      problem(name + ': currency must be an ISO 4217 code');
    if ('num_items' in params && name !== 'InitiateCheckout')
      problem(name + ': num_items belongs to InitiateCheckout');
    if (name === 'Purchase' && (!isNumber(params.value) || !params.currency))
      problem('Purchase: value and currency are required');
    if (name === 'Search' && 'search_string' in params && typeof params.search_string !== 'string')
      problem('Search: search_string must be a string');
  }

  function fire(entry) {
    if (revoked) paused.push(entry);
    else seen.sent.push(entry);
  }

  function track(pixels, name, params, options) {
    if (STANDARD.indexOf(name) < 0) return problem('not a standard event: ' + name);
    checkParams(name, params);
    if (
      options !== undefined &&
      (typeof options !== 'object' || typeof options.eventID !== 'string')
    )
      problem(name + ': the 4th argument must be { eventID: string }');
    pixels.forEach(function (pixel) {
      fire({
        pixel: pixel,
        event: name,
        params: copy(params || {}),
        eventID: options && options.eventID,
      });
    });
  }

  fbq.callMethod = function () {
    var args = Array.prototype.slice.call(arguments);
    seen.calls.push(copy(args));
    var command = args[0];
    if (command === 'init') {
      if (!/^\d+$/.test(String(args[1]))) return problem('init: not a pixel id: ' + args[1]);
      if (seen.pixels.indexOf(String(args[1])) < 0) seen.pixels.push(String(args[1]));
    } else if (command === 'track') {
      if (!seen.pixels.length) return problem('track before init: ' + args[1]);
      track(seen.pixels, args[1], args[2], args[3]);
    } else if (command === 'trackSingle') {
      if (seen.pixels.indexOf(String(args[1])) < 0) return problem('trackSingle: unknown pixel');
      track([String(args[1])], args[2], args[3], args[4]);
    } else if (command === 'consent') {
      if (args[1] === 'revoke') revoked = true;
      else if (args[1] === 'grant') {
        revoked = false;
        paused.splice(0).forEach(fire);
      } else problem('consent: revoke or grant, not ' + args[1]);
    } else problem('unknown command: ' + command);
  };
  fbq.queue.splice(0).forEach(function (args) {
    fbq.callMethod.apply(fbq, Array.prototype.slice.call(args));
  });
})();
