/* global window, document */
// STAND-IN for Affirm's affirm.js, written from docs/vendors/affirm.md only (not from the demo
// host's simulation nor from our adapter), for the contract tests. What the contract says:
//   - it runs after Affirm's install snippet: window._affirm_config (public_api_key, locale,
//     country_code; `script` already deleted) and window.affirm with the snippet's queues —
//     affirm.ui._ (ui.ready calls), affirm._ (jsReady calls), affirm.checkout._ (the config
//     queued as ['set', [config]] and any checkout call) — entries [name, arguments];
//   - it replaces window.affirm with Affirm's API when it runs, and replays the queues;
//   - it becomes ready later, not while it runs (the contract promises no timing): then every
//     ui.ready callback runs, and ui.ready called afterwards runs its callback at once;
//   - ui.refresh() (only now defined) renders every .affirm-as-low-as from data-amount, an
//     integer number of cents; anything else leaves the element empty;
//   - ui.error is an event surface (on / off), for the checkout pop-up: never a function.
// Without a public key it never becomes ready (inferred: Affirm cannot serve an unknown
// merchant). What it receives is recorded in window.__affirmStandIn.
(function () {
  'use strict';
  var snippet = window.affirm || {};
  var config = {};
  var record = (window.__affirmStandIn = {
    config: config,
    ready: false,
    refreshes: 0,
    rendered: [],
    checkout: [],
    problems: [],
  });

  function copyConfig(source) {
    if (!source || typeof source !== 'object') return;
    ['public_api_key', 'locale', 'country_code', 'script'].forEach(function (key) {
      if (source[key] !== undefined) config[key] = source[key];
    });
  }
  copyConfig(window._affirm_config);

  var isReady = false;
  var readyCallbacks = [];
  var errorListeners = {};

  function asList(args) {
    return Array.prototype.slice.call(args || []);
  }

  function monthly(cents) {
    return Math.ceil(cents / 100 / 12);
  }

  function render() {
    var nodes = document.querySelectorAll('.affirm-as-low-as');
    for (var i = 0; i < nodes.length; i += 1) {
      var node = nodes[i];
      var raw = node.getAttribute('data-amount');
      var cents = Number(raw);
      if (raw === null || raw === '' || !Number.isInteger(cents) || cents <= 0) {
        record.problems.push('data-amount is not an integer number of cents: ' + raw);
        node.textContent = '';
        continue;
      }
      node.textContent = 'As low as $' + monthly(cents) + '/mo with Affirm. Learn more';
      node.setAttribute('data-affirm-stand-in', String(cents));
      record.rendered.push({ amount: cents, pageType: node.getAttribute('data-page-type') });
    }
  }

  function checkoutCall(name) {
    return function () {
      var args = asList(arguments);
      if (name === 'set') copyConfig(args[0]);
      record.checkout.push([name, args]);
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
        // Before ready, the elements are rendered when Affirm becomes ready.
        if (isReady) render();
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

  // The calls made through the snippet, in their order.
  asList(snippet.checkout && snippet.checkout._).forEach(function (call) {
    if (checkout[call[0]]) checkout[call[0]].apply(null, asList(call[1]));
  });
  asList(snippet.ui && snippet.ui._).forEach(function (call) {
    if (typeof affirm.ui[call[0]] === 'function') affirm.ui[call[0]].apply(null, asList(call[1]));
  });
  asList(snippet._).forEach(function (call) {
    if (call[0] === 'ready') affirm.jsReady.apply(null, asList(call[1]));
  });
  window.affirm = affirm;

  if (!config.public_api_key) {
    record.problems.push('no public_api_key: never ready');
    return;
  }
  // Ready later than the script's own run, as the contract allows.
  window.setTimeout(function () {
    isReady = true;
    record.ready = true;
    render();
    readyCallbacks.splice(0).forEach(function (callback) {
      callback();
    });
  }, 20);
})();
