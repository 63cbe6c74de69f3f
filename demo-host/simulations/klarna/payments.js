/* global window, document, URL, fetch, console */
// SIMULATED Klarna Payments client (demo host only; the real one is Klarna's CDN script).
// Klarna.Payments.init({client_token}), load({container, payment_method_category}, data?, cb)
// and authorize({payment_method_category}, data?, cb) → {approved, show_form,
// authorization_token?}. authorize opens a dialog in which the tester approves or declines;
// approval asks the demo host for an authorization token for the session.
(function () {
  'use strict';
  // The demo host's recorder (simulation-log.js, served ahead of this file); none when run alone.
  var demoLog = (window.__roveDemoSimulations || { record: function () {} }).record;
  if (window.Klarna && window.Klarna.Payments) return;

  var script = document.currentScript;
  var base = new URL(
    script && script.src ? script.src : '/simulated/klarna/payments.js',
    window.location.href,
  );
  var clientToken = null;

  function styles() {
    if (document.getElementById('sim-klarna-styles')) return;
    var link = document.createElement('link');
    link.id = 'sim-klarna-styles';
    link.rel = 'stylesheet';
    link.href = new URL('klarna.css', base).href;
    document.head.appendChild(link);
  }

  function args(data, callback) {
    return typeof data === 'function'
      ? { data: null, callback: data }
      : { data: data, callback: callback };
  }

  function settle(callback, result) {
    if (typeof callback === 'function') {
      try {
        callback(result);
      } catch (error) {
        console.error(error);
      }
    }
    return Promise.resolve(result);
  }

  function init(options) {
    if (!options || typeof options.client_token !== 'string' || options.client_token === '') {
      throw new Error('Klarna.Payments.init: client_token is required');
    }
    clientToken = options.client_token;
    demoLog('klarna payments', ['init', { client_token: '…' }]);
  }

  function load(options, data, callback) {
    var a = args(data, callback);
    demoLog('klarna payments', [
      'load',
      { payment_method_category: options && options.payment_method_category },
    ]);
    if (!clientToken)
      return settle(a.callback, { show_form: false, error: { invalid_fields: ['client_token'] } });
    styles();
    var container = options && options.container;
    var target = typeof container === 'string' ? document.querySelector(container) : container;
    if (target && target.nodeType === 1) {
      var box = document.createElement('div');
      box.className = 'sim-klarna-widget';
      box.textContent = 'Klarna · Pay over time (simulation: the demo host stands in for Klarna)';
      target.textContent = '';
      target.appendChild(box);
    }
    return settle(a.callback, { show_form: true });
  }

  function dialog() {
    return new Promise(function (resolve) {
      var overlay = document.createElement('div');
      overlay.className = 'sim-klarna-overlay';
      var box = document.createElement('div');
      box.className = 'sim-klarna-dialog';
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-modal', 'true');
      box.setAttribute('aria-labelledby', 'sim-klarna-title');
      var title = document.createElement('h2');
      title.id = 'sim-klarna-title';
      title.textContent = 'Klarna (simulated)';
      var text = document.createElement('p');
      text.textContent = 'Pay over time with Klarna. Approve to authorize this purchase.';
      var approve = document.createElement('button');
      approve.type = 'button';
      approve.className = 'sim-klarna-approve';
      approve.textContent = 'Approve';
      var decline = document.createElement('button');
      decline.type = 'button';
      decline.className = 'sim-klarna-decline';
      decline.textContent = 'Decline';
      box.appendChild(title);
      box.appendChild(text);
      box.appendChild(approve);
      box.appendChild(decline);
      overlay.appendChild(box);
      document.body.appendChild(overlay);
      approve.focus();
      function done(approved) {
        overlay.parentNode.removeChild(overlay);
        resolve(approved);
      }
      approve.addEventListener('click', function () {
        done(true);
      });
      decline.addEventListener('click', function () {
        done(false);
      });
    });
  }

  function authorize(options, data, callback) {
    var a = args(data, callback);
    demoLog('klarna payments', [
      'authorize',
      { payment_method_category: options && options.payment_method_category },
    ]);
    if (!clientToken) return settle(a.callback, { approved: false, show_form: false });
    styles();
    return dialog()
      .then(function (approved) {
        return fetch(new URL('authorize', base).href, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ client_token: clientToken, approve: approved }),
          credentials: 'omit',
        }).then(function (response) {
          return response.json();
        });
      })
      .then(
        function (body) {
          return body && body.approved
            ? {
                approved: true,
                show_form: true,
                authorization_token: String(body.authorization_token),
              }
            : { approved: false, show_form: true };
        },
        function () {
          return { approved: false, show_form: true };
        },
      )
      .then(function (result) {
        return settle(a.callback, result);
      });
  }

  window.Klarna = window.Klarna || {};
  window.Klarna.Payments = { init: init, load: load, authorize: authorize, simulated: true };
})();
