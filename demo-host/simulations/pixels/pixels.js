/* global window, document, URL */
// SIMULATION of the ad networks' pixel scripts and a podcast tracker, for the demo host only
// (issue 26), written from the vendors' contract pages (docs/vendors/meta.md, tiktok.md,
// pinterest.md, google-ads.md). One file served at five URLs, each standing in for one real
// script; which one it plays is read from its own URL:
//
//   /simulated/meta/fbevents.js      https://connect.facebook.net/en_US/fbevents.js
//   /simulated/tiktok/events.js      https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=…&lib=ttq
//   /simulated/pinterest/core.js     https://s.pinimg.com/ct/core.js
//   /simulated/google/gtag.js        https://www.googletagmanager.com/gtag/js?id=AW-…
//   /simulated/podcast/pixel.js      a podcast-attribution tracker's async snippet script
//
// Like the real ones, each takes over the queue its base code made and replays it: Meta sets
// fbq.callMethod, TikTok takes the global TiktokAnalyticsObject names, Pinterest replaces
// pintrk, gtag.js reads the data layer's `arguments` commands and takes its push. Every call is
// recorded in window.__simulatedPixels[vendor] and, for /demo/providers, by the host's
// simulation-log.js (served ahead of this file). Nothing leaves the page.
(function () {
  'use strict';
  // The demo host's recorder (simulation-log.js, served ahead of this file); none when run alone.
  var demoLog = (window.__roveDemoSimulations || { record: function () {} }).record;
  function record(vendor, call) {
    var copy = JSON.parse(JSON.stringify(call));
    demoLog(vendor, copy);
    var all = (window.__simulatedPixels = window.__simulatedPixels || {});
    (all[vendor] = all[vendor] || []).push(copy);
  }
  var slice = function (list) {
    return Array.prototype.slice.call(list);
  };
  var tag = document.currentScript;
  var url = new URL(tag ? tag.src : window.location.href);

  // Meta (docs/vendors/meta.md): the base code keeps `arguments` in fbq.queue until
  // fbevents.js defines fbq.callMethod.
  function meta() {
    var fbq = window.fbq;
    if (typeof fbq !== 'function' || !Array.isArray(fbq.queue) || fbq.callMethod) return;
    fbq.callMethod = function () {
      record('meta', slice(arguments));
    };
    fbq.queue.splice(0).forEach(function (args) {
      fbq.callMethod.apply(fbq, slice(args));
    });
  }

  // TikTok (docs/vendors/tiktok.md): the global TiktokAnalyticsObject names is the base code's
  // array of [method, …args] with `methods` and a ttq._i entry per loaded pixel; the script's
  // URL names its pixel (sdkid) and that global (lib).
  function tiktok() {
    var name = window.TiktokAnalyticsObject;
    var sdkid = url.searchParams.get('sdkid');
    var ttq = window[name];
    if (!name || url.searchParams.get('lib') !== name || !ttq || !ttq._i || !ttq._i[sdkid]) return;
    if (!Array.isArray(ttq)) return; // taken over already: this pixel's load was recorded
    var api = { methods: ttq.methods, _i: ttq._i, _t: ttq._t, _o: ttq._o };
    ttq.methods.forEach(function (method) {
      api[method] = function () {
        record('tiktok', [method].concat(slice(arguments)));
      };
    });
    api.load = function (id) {
      api._i[id] = [];
      record('tiktok', ['load', id]);
    };
    api.instance = function () {
      return api;
    };
    window[name] = api;
    ttq.forEach(function (entry) {
      if (typeof api[entry[0]] === 'function') api[entry[0]].apply(api, entry.slice(1));
    });
  }

  // Pinterest (docs/vendors/pinterest.md): the base code keeps arrays in pintrk.queue.
  function pinterest() {
    var snippet = window.pintrk;
    if (typeof snippet !== 'function' || !Array.isArray(snippet.queue)) return;
    window.pintrk = function () {
      record('pinterest', slice(arguments));
    };
    snippet.queue.splice(0).forEach(function (args) {
      window.pintrk.apply(null, args);
    });
  }

  // Google (docs/vendors/google-ads.md): gtag commands are `arguments` objects in the data
  // layer; plain objects there are data-layer events.
  function googleAds() {
    var isCommand = function (entry) {
      return Object.prototype.toString.call(entry) === '[object Arguments]';
    };
    var layer = (window.dataLayer = window.dataLayer || []);
    if (layer.__simulatedGtag) return; // one copy per page, like Google's
    layer.__simulatedGtag = true;
    layer.forEach(function (entry) {
      if (isCommand(entry)) record('googleAds', slice(entry));
    });
    var push = layer.push;
    layer.push = function () {
      for (var i = 0; i < arguments.length; i += 1)
        if (isCommand(arguments[i])) record('googleAds', slice(arguments[i]));
      return push.apply(layer, arguments);
    };
  }

  // A podcast tracker: replays `pdst.q` and takes the global over.
  function podcast() {
    var queued = typeof window.pdst === 'function' && window.pdst.q ? window.pdst.q : [];
    window.pdst = function () {
      record('podcast', slice(arguments));
    };
    slice(queued).forEach(function (args) {
      window.pdst.apply(null, slice(args));
    });
  }

  var byPath = {
    '/simulated/meta/fbevents.js': meta,
    '/simulated/tiktok/events.js': tiktok,
    '/simulated/pinterest/core.js': pinterest,
    '/simulated/google/gtag.js': googleAds,
    '/simulated/podcast/pixel.js': podcast,
  };
  if (byPath[url.pathname]) byPath[url.pathname]();
})();
