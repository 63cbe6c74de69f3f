/* global window, document */
// SIMULATION of Affirm's affirm.js, for the demo host only (seed 002 §7, issue 26). The real
// script is https://cdn1.affirm.com/js/v2/affirm.js (cdn1-sandbox.affirm.com for sandbox keys).
// Like it, this reads window._affirm_config, takes over window.affirm from the snippet's queue
// and replays the calls waiting there (affirm.ui.ready / error / refresh), and renders every
// .affirm-as-low-as element from its data-amount (cents): "Starting at $X/mo with Affirm", the
// monthly payment of the seed's programme (12 payments at 10 % APR; 0 % with
// data-promo-id="zero_percent"), marked as simulated. Nothing leaves the page. What it receives
// is recorded in window.__simulatedAffirm (config, refreshes, rendered amounts) and, for
// /demo/providers, by simulation-log.js.
(function () {
  'use strict';
  // The demo host's recorder (simulation-log.js, served ahead of this file); none when run alone.
  var demoLog = (window.__roveDemoSimulations || { record: function () {} }).record;
  var config = window._affirm_config || {};
  var record = (window.__simulatedAffirm = {
    config: {
      public_api_key: config.public_api_key,
      locale: config.locale,
      country_code: config.country_code,
    },
    refreshes: 0,
    rendered: [],
  });
  var waiting = window.affirm;
  var readyCallbacks = [];
  var isReady = false;

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
      var cents = Number(node.getAttribute('data-amount'));
      if (!(cents >= 100000)) {
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
  demoLog('affirm', ['config', record.config]);

  var affirm = {
    jsReady: true,
    ui: {
      ready: function (callback) {
        if (isReady) callback();
        else readyCallbacks.push(callback);
      },
      error: function () {},
      refresh: function () {
        record.refreshes += 1;
        render();
        demoLog('affirm', ['ui.refresh', record.rendered.slice(-1)[0] || null]);
      },
    },
  };
  window.affirm = affirm;

  // The calls the page made before this script arrived, in their order.
  var queued = (waiting && waiting.ui && waiting.ui._) || [];
  isReady = true;
  render();
  for (var q = 0; q < queued.length; q += 1) {
    var call = queued[q];
    if (affirm.ui[call[0]]) affirm.ui[call[0]].apply(null, call[1]);
  }
  readyCallbacks.splice(0).forEach(function (callback) {
    callback();
  });
})();
