/* global window, document */
// SIMULATION of Klarna's web SDK for its on-site messaging, for the demo host only, written from
// docs/vendors/klarna.md (issue 26, 50). The real SDK is https://js.klarna.com/web-sdk/v1/klarna.js.
// Like it (per the contract): the tag's data-client-id (klarna_{test|live}_client_… or a legacy
// UUID) and data-environment (production | playground, default production) are read; without a
// valid client id nothing happens. The API is not there at the load event: a moment later
// window.Klarna.OnsiteMessaging.refresh appears, every <klarna-placement> is rendered, and
// window.KlarnaSDKCallback(Klarna) is called if the page set it. A placement renders inside the
// shadow root of a div it adds, from data-key, data-locale (the currency follows it) and
// data-purchase-amount (minor units): "Pay in 4 interest-free payments of $X with Klarna",
// marked as simulated. Nothing leaves the page. What it receives is recorded in
// window.__simulatedKlarnaMessaging (client id, environment, refreshes, rendered amounts) and,
// for /demo/providers, by simulation-log.js.
(function () {
  'use strict';
  // The demo host's recorder (simulation-log.js, served ahead of this file); none when run alone.
  var demoLog = (window.__roveDemoSimulations || { record: function () {} }).record;
  var tag = document.currentScript;
  var record = (window.__simulatedKlarnaMessaging = {
    clientId: tag ? tag.getAttribute('data-client-id') : null,
    environment: (tag && tag.getAttribute('data-environment')) || 'production',
    refreshes: 0,
    rendered: [],
  });
  demoLog('klarna messaging', [
    'load',
    { clientId: record.clientId, environment: record.environment },
  ]);
  var clientId = record.clientId || '';
  var validId =
    /^klarna_(test|live)_client_[A-Za-z0-9_-]+={0,2}$/.test(clientId) ||
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(clientId);
  if (!validId || (record.environment !== 'production' && record.environment !== 'playground')) {
    demoLog('klarna messaging', ['refused', { reason: 'client id or environment' }]);
    return;
  }

  var CURRENCY = { US: 'USD', CA: 'CAD', AU: 'AUD', GB: 'GBP' };
  var KEYS = ['credit-promotion-badge', 'credit-promotion-auto-size'];

  function message(node) {
    var locale = node.getAttribute('data-locale') || '';
    var amount = node.getAttribute('data-purchase-amount') || '';
    var currency = CURRENCY[locale.split('-')[1]];
    if (KEYS.indexOf(node.getAttribute('data-key')) < 0 || !currency || !/^\d+$/.test(amount))
      return null;
    var money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency,
      useGrouping: false,
    });
    return {
      amount: Number(amount),
      locale: locale,
      text:
        'Pay in 4 interest-free payments of ' +
        money.format(Math.ceil(Number(amount) / 4) / 100) +
        ' with Klarna',
    };
  }

  function render() {
    var nodes = document.querySelectorAll('klarna-placement');
    for (var i = 0; i < nodes.length; i += 1) {
      var node = nodes[i];
      var host = node.querySelector(':scope > div.klarna-simulated');
      var shown = message(node);
      if (!shown || !(shown.amount > 0)) {
        if (host) host.remove();
        continue;
      }
      if (!host) {
        host = document.createElement('div');
        host.className = 'klarna-simulated';
        host.attachShadow({ mode: 'open' });
        node.appendChild(host);
      }
      var text = document.createElement('span');
      text.setAttribute('part', 'osm-message');
      text.textContent = shown.text;
      var badge = document.createElement('span');
      badge.textContent = ' (simulated Klarna, demo host)';
      host.shadowRoot.replaceChildren(text, badge);
      var placement = { amount: shown.amount, locale: shown.locale };
      record.rendered.push(placement);
      demoLog('klarna messaging', ['render', placement]);
    }
  }

  // Ready a moment after the load event, as the contract says, and announced.
  window.setTimeout(function () {
    window.Klarna = window.Klarna || {};
    window.Klarna.OnsiteMessaging = {
      refresh: function () {
        record.refreshes += 1;
        render();
      },
    };
    render();
    if (typeof window.KlarnaSDKCallback === 'function') window.KlarnaSDKCallback(window.Klarna);
  }, 30);
})();
