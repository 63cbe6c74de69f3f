/* global window, document, URL */
// STAND-IN for TikTok's events.js (https://analytics.tiktok.com/i18n/pixel/events.js), written
// only from docs/vendors/tiktok.md for the contract tests — not from our adapter, not from the
// demo host's simulation. Served at /stand-ins/tiktok/events.js with ?vendors=stand-in, or by
// Playwright at TikTok's address.
//
// As the contract says: its URL carries ?sdkid={pixel}&lib={global}; window.TiktokAnalyticsObject
// names the global, which the base code made an array of [method, …args] entries with `methods`
// and, for each loaded pixel, ttq._i[id] (with _u), ttq._t, ttq._o. It takes the global over
// (a new object with the methods, `load` and `instance`) and replays the entries in order. A
// second events.js for another pixel only adds it. Consent: holdConsent holds events,
// revokeConsent drops them, grantConsent sends (and sends what was held). What reached it is
// kept in window.__pixelStandIns.tiktok: `calls`, `sent`, `problems`, `pixels`.
(function () {
  'use strict';
  var all = (window.__pixelStandIns = window.__pixelStandIns || {});
  var seen = (all.tiktok = all.tiktok || { calls: [], sent: [], problems: [], pixels: [] });
  var tag = document.currentScript;
  var url = new URL(tag ? tag.src : window.location.href);
  var sdkid = url.searchParams.get('sdkid');
  var lib = url.searchParams.get('lib');
  var name = window.TiktokAnalyticsObject;
  function problem(text) {
    seen.problems.push(text);
  }
  if (!name || name !== lib) return problem('lib ' + lib + ' is not TiktokAnalyticsObject ' + name);
  var ttq = window[name];
  if (ttq && ttq.__standIn) {
    // Another pixel's events.js: the SDK is already here.
    if (ttq._i && ttq._i[sdkid] && seen.pixels.indexOf(sdkid) < 0) seen.pixels.push(sdkid);
    return;
  }
  if (!Array.isArray(ttq) || !Array.isArray(ttq.methods))
    return problem('no base code: the global is not the base code’s array');
  if (!ttq._i || !ttq._i[sdkid]) return problem('sdkid ' + sdkid + ' was never loaded (ttq._i)');

  var STANDARD = [
    'AddPaymentInfo',
    'AddToCart',
    'AddToWishlist',
    'ApplicationApproval',
    'ClickButton',
    'CompletePayment',
    'CompleteRegistration',
    'Contact',
    'CustomizeProduct',
    'Download',
    'FindLocation',
    'InitiateCheckout',
    'Lead',
    'PlaceAnOrder',
    'Purchase',
    'Schedule',
    'Search',
    'StartTrial',
    'SubmitApplication',
    'SubmitForm',
    'Subscribe',
    'ViewContent',
  ];
  var consent = 'granted';
  var held = [];
  function copy(value) {
    return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  }
  function isNumber(value) {
    return typeof value === 'number' && isFinite(value) && value >= 0;
  }
  function fire(entry) {
    if (consent === 'held') held.push(entry);
    else if (consent === 'granted') seen.sent.push(entry);
  }
  function checkParams(event, params) {
    if (params === undefined) return;
    if (!params || typeof params !== 'object') return problem(event + ': parameters not an object');
    if ('contents' in params) {
      if (!Array.isArray(params.contents)) return problem(event + ': contents must be an array');
      params.contents.forEach(function (content) {
        if (
          !content ||
          (typeof content.content_id !== 'string' && typeof content.content_id !== 'number')
        )
          problem(event + ': each content needs a content_id');
        if (content && 'quantity' in content && !isNumber(content.quantity))
          problem(event + ': quantity must be a number');
        if (content && 'price' in content && !isNumber(content.price))
          problem(event + ': price must be a number');
      });
    }
    if ('content_type' in params && ['product', 'product_group'].indexOf(params.content_type) < 0)
      problem(event + ': content_type must be product or product_group');
    if ('value' in params && !isNumber(params.value)) problem(event + ': value must be a number');
    if ('currency' in params && !/^[A-Z]{3}$/.test(String(params.currency)))
      problem(event + ': currency must be an ISO 4217 code');
  }

  var api = { __standIn: true, methods: ttq.methods, _i: ttq._i, _t: ttq._t, _o: ttq._o };
  function call(method, args) {
    seen.calls.push([method].concat(copy(args)));
    if (method === 'page') fire({ event: 'Pageview', pixels: seen.pixels.slice() });
    else if (method === 'track') {
      if (STANDARD.indexOf(args[0]) < 0) return problem('not a standard event: ' + args[0]);
      checkParams(args[0], args[1]);
      if (
        args[2] !== undefined &&
        (typeof args[2] !== 'object' || typeof args[2].event_id !== 'string')
      )
        problem(args[0] + ': the 3rd argument must be { event_id: string }');
      fire({
        event: args[0],
        params: copy(args[1] || {}),
        event_id: args[2] && args[2].event_id,
        pixels: seen.pixels.slice(),
      });
    } else if (method === 'holdConsent') consent = 'held';
    else if (method === 'revokeConsent') {
      consent = 'revoked';
      held.length = 0;
    } else if (method === 'grantConsent') {
      consent = 'granted';
      held.splice(0).forEach(fire);
    }
  }
  ttq.methods.forEach(function (method) {
    api[method] = function () {
      call(method, Array.prototype.slice.call(arguments));
    };
  });
  api.load = function (id, options) {
    seen.calls.push(['load', id]);
    api._i[id] = [];
    api._o[id] = options || {};
    if (seen.pixels.indexOf(id) < 0) seen.pixels.push(id);
  };
  api.instance = function () {
    return api;
  };
  Object.keys(ttq._i).forEach(function (id) {
    if (seen.pixels.indexOf(id) < 0) seen.pixels.push(id);
  });
  window[name] = api;
  ttq.forEach(function (entry) {
    if (typeof api[entry[0]] === 'function') api[entry[0]].apply(api, entry.slice(1));
    else problem('unknown method: ' + entry[0]);
  });
})();
