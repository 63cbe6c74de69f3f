/* global window, document */
// SIMULATION of Affirm's affirm.js, for the demo host only, written from the contract page
// docs/vendors/affirm.md (not from the SDK's adapter). The real script is
// https://cdn1.affirm.com/js/v2/affirm.js (cdn1-sandbox.affirm.com for sandbox keys; the same
// script for Canadian keys, with locale and country_code). Like it:
//   - it runs after Affirm's install snippet and reads what the snippet left: window._affirm_config
//     (its `script` deleted) and the config queued as affirm.checkout('set', config);
//   - it replaces window.affirm with its API at once and replays the snippet's queues
//     (affirm.ui._ for ui.ready, affirm._ for jsReady, affirm.checkout._), entries [name, arguments];
//   - it becomes ready a moment later (the real one first asks Affirm for the merchant's terms):
//     then the ui.ready callbacks run and every .affirm-as-low-as is rendered;
//   - ui.refresh() renders each .affirm-as-low-as from data-amount, integer cents: "Starting at
//     $X/mo with Affirm", the monthly payment of 12 at 10 % APR (0 % with
//     data-promo-id="zero_percent"), marked as simulated; other amounts leave it empty;
//   - ui.error is an event surface (on / off) for the checkout pop-up, never a function;
//   - without a public key it never becomes ready.
// Nothing leaves the page. What it receives is recorded in window.__simulatedAffirm (config,
// refreshes, rendered amounts) and, for /demo/providers, by simulation-log.js.
(function () {
  'use strict';
  // The demo host's recorder (simulation-log.js, served ahead of this file); none when run alone.
  var demoLog = (window.__roveDemoSimulations || { record: function () {} }).record;
  var snippet = window.affirm || {};
  var settings = {};
  var record = (window.__simulatedAffirm = { config: {}, refreshes: 0, rendered: [] });
  var isReady = false;
  var readyCallbacks = [];
  var errorListeners = {};
  /** How long the simulated Affirm takes to fetch its terms before it is ready. */
  var READY_AFTER_MS = 30;

  function list(args) {
    return Array.prototype.slice.call(args || []);
  }

  function takeConfig(source) {
    if (!source || typeof source !== 'object') return;
    ['public_api_key', 'locale', 'country_code'].forEach(function (key) {
      if (source[key] !== undefined) settings[key] = source[key];
    });
    record.config = {
      public_api_key: settings.public_api_key,
      locale: settings.locale,
      country_code: settings.country_code,
    };
  }
  takeConfig(window._affirm_config);

  function monthly(cents, apr) {
    var amount = cents / 100;
    var rate = apr / 12;
    var payment = rate === 0 ? amount / 12 : (amount * rate) / (1 - Math.pow(1 + rate, -12));
    return Math.ceil(payment);
  }

  function render() {
    var nodes = document.querySelectorAll('.affirm-as-low-as');
    for (var i = 0; i < nodes.length; i += 1) {
      var node = nodes[i];
      var raw = node.getAttribute('data-amount');
      var cents = Number(raw);
      if (!raw || !Number.isInteger(cents) || cents <= 0) {
        node.textContent = '';
        continue;
      }
      var apr = node.getAttribute('data-promo-id') === 'zero_percent' ? 0 : 0.1;
      var text = document.createElement('span');
      text.className = 'affirm-simulated__text';
      text.textContent = 'Starting at $' + monthly(cents, apr) + '/mo with Affirm';
      var badge = document.createElement('span');
      badge.className = 'affirm-simulated__badge';
      badge.textContent = ' (simulated Affirm, demo host)';
      node.replaceChildren(text, badge);
      node.setAttribute('data-simulated-affirm', String(cents));
      record.rendered.push(cents);
    }
  }

  function checkoutCall(name) {
    return function () {
      var args = list(arguments);
      if (name === 'set') takeConfig(args[0]);
      demoLog('affirm', ['checkout.' + name]);
    };
  }
  var checkout = checkoutCall('set');
  'set add save post open empty reset on off trigger ready setProduct'
    .split(' ')
    .forEach(function (name) {
      checkout[name] = checkoutCall(name);
    });

  var affirm = {
    checkout: checkout,
    jsReady: function (callback) {
      if (typeof callback === 'function') callback();
    },
    ui: {
      ready: function (callback) {
        if (typeof callback !== 'function') return;
        if (isReady) callback();
        else readyCallbacks.push(callback);
      },
      refresh: function () {
        record.refreshes += 1;
        if (!isReady) return; // rendered once ready
        render();
        demoLog('affirm', ['ui.refresh', record.rendered.slice(-1)[0] || null]);
      },
      error: {
        on: function (name, listener) {
          (errorListeners[name] = errorListeners[name] || []).push(listener);
        },
        off: function (name, listener) {
          errorListeners[name] = (errorListeners[name] || []).filter(function (item) {
            return item !== listener;
          });
        },
      },
    },
  };

  // The calls the page made through the snippet, in their order.
  list(snippet.checkout && snippet.checkout._).forEach(function (call) {
    if (checkout[call[0]]) checkout[call[0]].apply(null, list(call[1]));
  });
  list(snippet.ui && snippet.ui._).forEach(function (call) {
    if (typeof affirm.ui[call[0]] === 'function') affirm.ui[call[0]].apply(null, list(call[1]));
  });
  list(snippet._).forEach(function (call) {
    if (call[0] === 'ready') affirm.jsReady.apply(null, list(call[1]));
  });
  window.affirm = affirm;
  demoLog('affirm', ['config', record.config]);

  if (!settings.public_api_key) return; // an unknown merchant: Affirm never becomes ready
  window.setTimeout(function () {
    isReady = true;
    render();
    readyCallbacks.splice(0).forEach(function (callback) {
      callback();
    });
  }, READY_AFTER_MS);
})();
