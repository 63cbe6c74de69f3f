/* global window, document */
// STAND-IN for Klarna's web SDK (https://js.klarna.com/web-sdk/v1/klarna.js), written only from
// docs/vendors/klarna.md for the contract tests — not from our adapter, not from the demo host's
// simulation. Served at /stand-ins/klarna/web-sdk.js (the simulation's name) with
// ?vendors=stand-in, or by Playwright at any URL.
//
// As the contract says: the tag carries data-client-id (klarna_{test|live}_client_… or a legacy
// UUID; without a valid one nothing happens) and data-environment (production | playground,
// default production). The API is NOT there at the script's load event: a moment later
// window.Klarna.OnsiteMessaging.refresh appears, every <klarna-placement> is rendered, and
// window.KlarnaSDKCallback(Klarna) is called if the page defined it. A placement renders into a
// div it adds, inside that div's shadow root (open here; the docs do not say), from data-key,
// data-locale (the currency follows it) and data-purchase-amount (minor units).
(function () {
  'use strict';
  var tag = document.currentScript;
  var clientId = tag ? tag.getAttribute('data-client-id') || '' : '';
  var environment = (tag && tag.getAttribute('data-environment')) || 'production';
  var validId =
    /^klarna_(test|live)_client_[A-Za-z0-9_-]+={0,2}$/.test(clientId) ||
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(clientId);
  if (!validId || (environment !== 'production' && environment !== 'playground')) return;

  var CURRENCY = { US: 'USD', CA: 'CAD', AU: 'AUD', GB: 'GBP', NZ: 'NZD', MX: 'MXN' };
  var KEYS = ['credit-promotion-badge', 'credit-promotion-auto-size'];
  // What the contract tests read back: the tag's attributes, refreshes, each render.
  var seen = (window.__klarnaStandIn = window.__klarnaStandIn || {});
  seen.messaging = { clientId: clientId, environment: environment, refreshes: 0, rendered: [] };

  function text(placement) {
    var key = placement.getAttribute('data-key');
    var locale = placement.getAttribute('data-locale') || '';
    var amount = placement.getAttribute('data-purchase-amount');
    var currency = CURRENCY[locale.split('-')[1]];
    if (KEYS.indexOf(key) < 0 || !currency || !/^\d+$/.test(amount || '')) return null;
    var instalment = new Intl.NumberFormat(locale, { style: 'currency', currency: currency });
    return {
      amount: Number(amount),
      locale: locale,
      text:
        '4 interest-free payments of ' +
        instalment.format(Math.ceil(Number(amount) / 4) / 100) +
        '. Learn more',
    };
  }

  function render() {
    var placements = document.querySelectorAll('klarna-placement');
    for (var i = 0; i < placements.length; i += 1) {
      var placement = placements[i];
      var host = placement.querySelector(':scope > div[data-klarna-stand-in]');
      var message = text(placement);
      if (!message) {
        if (host) host.remove();
        continue;
      }
      if (!host) {
        host = document.createElement('div');
        host.setAttribute('data-klarna-stand-in', '');
        host.attachShadow({ mode: 'open' });
        placement.appendChild(host);
      }
      var line = document.createElement('p');
      line.setAttribute('part', 'osm-message');
      line.textContent = message.text;
      host.shadowRoot.replaceChildren(line);
      seen.messaging.rendered.push({ amount: message.amount, locale: message.locale });
    }
  }

  // Asynchronous readiness, as the contract says: not at load, a moment after it.
  window.setTimeout(function () {
    var klarna = (window.Klarna = window.Klarna || {});
    klarna.OnsiteMessaging = {
      refresh: function () {
        seen.messaging.refreshes += 1;
        render();
      },
    };
    render();
    if (typeof window.KlarnaSDKCallback === 'function') window.KlarnaSDKCallback(klarna);
  }, 50);
})();
