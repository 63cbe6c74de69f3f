/* global window, document, URL */
// STAND-IN for Google's gtag.js (https://www.googletagmanager.com/gtag/js?id=AW-…), written only
// from docs/vendors/google-ads.md for the contract tests — not from our adapter, not from the
// demo host's simulation. Served at /stand-ins/google/gtag.js with ?vendors=stand-in, or by
// Playwright at Google's address.
//
// As the contract says: gtag commands are `arguments` objects in window.dataLayer (plain
// objects there are data-layer events, not commands); it reads those already there, then
// takes the data layer's push over. Commands: js, config (a destination), event (to the
// destinations configured, or to `send_to`), consent 'default' | 'update' with the v2 types,
// set. Consent Mode: a default must come before any config or event; while ad_storage is
// 'denied' nothing is sent. What reached it is kept in window.__pixelStandIns.google:
// `commands`, `events` (data-layer events), `sent`, `problems`, `consent`.
(function () {
  'use strict';
  var all = (window.__pixelStandIns = window.__pixelStandIns || {});
  var seen = (all.google = all.google || {
    commands: [],
    events: [],
    sent: [],
    problems: [],
    consent: null,
    destinations: [],
  });
  var tag = document.currentScript;
  var tagId = new URL(tag ? tag.src : window.location.href).searchParams.get('id');
  var layer = (window.dataLayer = window.dataLayer || []);
  if (layer.__standIn) return; // one copy per page reads the data layer

  var TYPES = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'];
  var measured = false;
  function problem(text) {
    seen.problems.push(text);
  }
  function copy(value) {
    return JSON.parse(JSON.stringify(value === undefined ? null : value));
  }
  function isArguments(entry) {
    return Object.prototype.toString.call(entry) === '[object Arguments]';
  }
  function consentOf(state) {
    if (!state || typeof state !== 'object') return problem('consent: no state object');
    var out = {};
    Object.keys(state).forEach(function (type) {
      if (type === 'wait_for_update' || type === 'region') return;
      if (state[type] !== 'granted' && state[type] !== 'denied')
        problem('consent: ' + type + ' must be granted or denied');
      out[type] = state[type];
    });
    return out;
  }
  function denied() {
    return seen.consent !== null && seen.consent.ad_storage !== 'granted';
  }
  function command(args) {
    seen.commands.push(copy(args));
    var name = args[0];
    if (name === 'js') {
      if (!(args[1] instanceof Date)) problem('js: needs a Date');
    } else if (name === 'config') {
      measured = true;
      if (!/^(AW|G|GT|DC)-[\w-]+$/.test(String(args[1]))) return problem('config: not a tag id');
      if (seen.destinations.indexOf(args[1]) < 0) seen.destinations.push(args[1]);
    } else if (name === 'event') {
      measured = true;
      var params = args[2] || {};
      var to = params.send_to ? [].concat(params.send_to) : seen.destinations.slice();
      to.forEach(function (target) {
        var account = String(target).split('/')[0];
        if (seen.destinations.indexOf(account) < 0)
          problem('event ' + args[1] + ': send_to ' + target + ' was never configured');
      });
      if ('value' in params && (typeof params.value !== 'number' || !isFinite(params.value)))
        problem('event ' + args[1] + ': value must be a number');
      if (
        'currency' in params &&
        params.currency !== undefined &&
        !/^[A-Z]{3}$/.test(String(params.currency))
      )
        problem('event ' + args[1] + ': currency must be an ISO 4217 code');
      if (denied()) return;
      seen.sent.push({ event: args[1], params: copy(params), to: to });
    } else if (name === 'consent') {
      var state = consentOf(args[2]);
      if (args[1] === 'default') {
        if (measured) problem('consent default after a config or event');
        if (
          state &&
          TYPES.some(function (type) {
            return !(type in state);
          })
        )
          problem('consent default without every v2 type');
        seen.consent = Object.assign({}, seen.consent || {}, state);
      } else if (args[1] === 'update') {
        seen.consent = Object.assign({}, seen.consent || {}, state);
      } else problem('consent: default or update, not ' + args[1]);
    } else if (name !== 'set' && name !== 'get') problem('unknown command: ' + name);
  }
  function read(entry) {
    if (isArguments(entry)) command(Array.prototype.slice.call(entry));
    else if (entry && typeof entry === 'object') seen.events.push(copy(entry));
  }
  layer.__standIn = true;
  seen.tagId = tagId;
  layer.forEach(read);
  var push = layer.push;
  layer.push = function () {
    for (var i = 0; i < arguments.length; i += 1) read(arguments[i]);
    return push.apply(layer, arguments);
  };
})();
