/* global window, document */
// SIMULATION of Klarna's web SDK for its on-site messaging, for the demo host only (seed 002
// §9, issue 26). The real SDK is https://js.klarna.com/web-sdk/v1/klarna.js, given the client
// id in its tag's data-client-id. Like it, this defines Klarna.OnsiteMessaging.refresh() and
// renders every <klarna-placement data-key="credit-promotion-badge"> from its
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
    environment: tag ? tag.getAttribute('data-environment') : null,
    refreshes: 0,
    rendered: [],
  });

  function render() {
    var nodes = document.querySelectorAll('klarna-placement');
    for (var i = 0; i < nodes.length; i += 1) {
      var node = nodes[i];
      var amount = Number(node.getAttribute('data-purchase-amount'));
      if (!(amount > 0)) {
        node.textContent = '';
        continue;
      }
      var text = document.createElement('span');
      text.className = 'klarna-simulated__text';
      text.textContent =
        'Pay in 4 interest-free payments of $' +
        (Math.ceil(amount / 4) / 100).toFixed(2) +
        ' with Klarna';
      var badge = document.createElement('span');
      badge.className = 'klarna-simulated__badge';
      badge.textContent = ' (simulated Klarna, demo host)';
      node.replaceChildren(text, badge);
      var placement = { amount: amount, locale: node.getAttribute('data-locale') };
      record.rendered.push(placement);
      demoLog('klarna messaging', ['render', placement]);
    }
  }
  demoLog('klarna messaging', [
    'load',
    { clientId: record.clientId, environment: record.environment },
  ]);

  window.Klarna = window.Klarna || {};
  window.Klarna.OnsiteMessaging = {
    refresh: function () {
      record.refreshes += 1;
      render();
    },
  };
  render();
})();
