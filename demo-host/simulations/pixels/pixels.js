/* global window, document, URL */
// SIMULATION of the ad networks' pixel scripts and a podcast tracker, for the demo host only
// (issue 26). One file served at five URLs, each standing in for one real script; which one it
// plays is read from its own URL:
//
//   /simulated/meta/fbevents.js      https://connect.facebook.net/en_US/fbevents.js
//   /simulated/tiktok/events.js      https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=…&lib=ttq
//   /simulated/pinterest/core.js     https://s.pinimg.com/ct/core.js
//   /simulated/google/gtag.js        https://www.googletagmanager.com/gtag/js?id=AW-…
//   /simulated/podcast/pixel.js      a podcast-attribution tracker's async snippet script
//
// Like the real ones, each takes over the queue the page's snippet made and replays it. Every
// call is recorded in window.__simulatedPixels[vendor] and, for /demo/providers, by the host's
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
  var tag = document.currentScript;
  var url = new URL(tag ? tag.src : window.location.href);

  // Meta: fbevents.js sets `fbq.callMethod` and replays `fbq.queue`.
  function meta() {
    var fbq = window.fbq;
    if (typeof fbq !== 'function' || !Array.isArray(fbq.queue)) return;
    fbq.callMethod = function () {
      record('meta', Array.prototype.slice.call(arguments));
    };
    fbq.queue.splice(0).forEach(function (args) {
      fbq.callMethod.apply(null, Array.prototype.slice.call(args));
    });
  }

  // TikTok: events.js finds the queue by `TiktokAnalyticsObject`, replays its
  // `[method, …args]` entries and takes the methods over.
  function tiktok() {
    var sdkid = url.searchParams.get('sdkid');
    var ttq = window[window.TiktokAnalyticsObject || 'ttq'];
    if (!ttq || !Array.isArray(ttq.methods)) return;
    if (!ttq._i || !ttq._i[sdkid]) return; // the snippet's load() was never called for this id
    record('tiktok', ['load', sdkid]);
    ttq.methods.forEach(function (method) {
      ttq[method] = function () {
        record('tiktok', [method].concat(Array.prototype.slice.call(arguments)));
      };
    });
    ttq.splice(0).forEach(function (entry) {
      ttq[entry[0]].apply(null, entry.slice(1));
    });
  }

  // Pinterest: core.js replays `pintrk.queue` and takes the global over.
  function pinterest() {
    var queued = window.pintrk && Array.isArray(window.pintrk.queue) ? window.pintrk.queue : null;
    if (!queued) return;
    window.pintrk = function () {
      record('pinterest', Array.prototype.slice.call(arguments));
    };
    queued.splice(0).forEach(function (args) {
      window.pintrk.apply(null, args);
    });
  }

  // Google: gtag.js reads the `gtag()` commands in the data layer (Arguments objects, unlike
  // its plain events) and every later one.
  function googleAds() {
    var isCommand = function (entry) {
      return Object.prototype.toString.call(entry) === '[object Arguments]';
    };
    var layer = (window.dataLayer = window.dataLayer || []);
    if (layer.__simulatedGtag) return; // one copy per page, like Google's
    layer.__simulatedGtag = true;
    layer.forEach(function (entry) {
      if (isCommand(entry)) record('googleAds', Array.prototype.slice.call(entry));
    });
    var push = layer.push;
    layer.push = function () {
      for (var i = 0; i < arguments.length; i += 1)
        if (isCommand(arguments[i])) record('googleAds', Array.prototype.slice.call(arguments[i]));
      return push.apply(layer, arguments);
    };
    record('googleAds', ['loaded', url.searchParams.get('id')]);
  }

  // A podcast tracker: replays `pdst.q` and takes the global over.
  function podcast() {
    var queued = typeof window.pdst === 'function' && window.pdst.q ? window.pdst.q : [];
    window.pdst = function () {
      record('podcast', Array.prototype.slice.call(arguments));
    };
    Array.prototype.slice.call(queued).forEach(function (args) {
      window.pdst.apply(null, Array.prototype.slice.call(args));
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
