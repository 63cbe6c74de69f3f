/* global window */
// STAND-IN for Pinterest's core.js (https://s.pinimg.com/ct/core.js), written only from
// docs/vendors/pinterest.md for the contract tests — not from our adapter, not from the demo
// host's simulation. Served at /stand-ins/pinterest/core.js with ?vendors=stand-in, or by
// Playwright at Pinterest's address.
//
// As the contract says: it runs after the base code (window.pintrk with queue and version
// '3.0'; calls kept as arrays in pintrk.queue), replaces window.pintrk with its own function and
// replays the queue in order. It knows load (the tag id), page, set and track with the event
// codes and event data of Pinterest's tag page; it has no consent call (Pinterest documents
// none). What reached it is kept in window.__pixelStandIns.pinterest: `calls`, `sent`,
// `problems`, `tags`.
(function () {
  'use strict';
  var all = (window.__pixelStandIns = window.__pixelStandIns || {});
  var seen = (all.pinterest = all.pinterest || { calls: [], sent: [], problems: [], tags: [] });
  var snippet = window.pintrk;
  function problem(text) {
    seen.problems.push(text);
  }
  if (snippet && snippet.__standIn) return; // one copy per page
  if (typeof snippet !== 'function' || !Array.isArray(snippet.queue) || snippet.version !== '3.0')
    return problem('no base code: window.pintrk with a queue and version 3.0');

  var EVENTS = [
    'pagevisit',
    'viewcategory',
    'search',
    'addtocart',
    'checkout',
    'watchvideo',
    'signup',
    'lead',
    'custom',
  ];
  var LINE_ITEM = [
    'product_name',
    'product_id',
    'product_category',
    'product_variant_id',
    'product_variant',
    'product_price',
    'product_quantity',
    'product_brand',
  ];
  function copy(value) {
    return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  }
  function isNumber(value) {
    return typeof value === 'number' && isFinite(value) && value >= 0;
  }
  function checkData(event, data) {
    if (data === undefined) return;
    if (!data || typeof data !== 'object') return problem(event + ': event data not an object');
    if ('value' in data && !isNumber(data.value)) problem(event + ': value must be a number');
    if ('order_quantity' in data && !isNumber(data.order_quantity))
      problem(event + ': order_quantity must be a number');
    if ('currency' in data && !/^[A-Z]{3}$/.test(String(data.currency)))
      problem(event + ': currency must be an ISO 4217 code');
    if ('line_items' in data) {
      if (!Array.isArray(data.line_items)) return problem(event + ': line_items must be an array');
      data.line_items.forEach(function (item) {
        Object.keys(item || {}).forEach(function (key) {
          if (LINE_ITEM.indexOf(key) < 0) problem(event + ': unknown line item field ' + key);
        });
        if (!item || item.product_id === undefined)
          problem(event + ': a line item without product_id');
      });
    }
  }
  function handle(args) {
    seen.calls.push(copy(args));
    var command = args[0];
    if (command === 'load') {
      if (!/^\d+$/.test(String(args[1]))) return problem('load: not a tag id: ' + args[1]);
      if (seen.tags.indexOf(String(args[1])) < 0) seen.tags.push(String(args[1]));
    } else if (command === 'page') {
      if (!seen.tags.length) return problem('page before load');
      seen.sent.push({ event: 'page', tags: seen.tags.slice() });
    } else if (command === 'track') {
      if (!seen.tags.length) return problem('track before load: ' + args[1]);
      var event = String(args[1]).toLowerCase();
      if (EVENTS.indexOf(event) < 0) return problem('not an event code: ' + args[1]);
      checkData(event, args[2]);
      seen.sent.push({ event: event, data: copy(args[2] || {}), tags: seen.tags.slice() });
    } else if (command !== 'set') problem('unknown command: ' + command);
  }
  var pintrk = function () {
    handle(Array.prototype.slice.call(arguments));
  };
  pintrk.__standIn = true;
  pintrk.queue = [];
  pintrk.version = '3.0';
  window.pintrk = pintrk;
  snippet.queue.splice(0).forEach(handle);
})();
