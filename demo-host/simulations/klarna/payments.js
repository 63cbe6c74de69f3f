/* global window, document, URL, fetch, console */
// SIMULATED Klarna Payments library (demo host only; the real one is
// https://x.klarnacdn.net/kp/lib/v1/api.js), written from docs/vendors/klarna.md (issue 50).
// As the contract says: window.Klarna.Payments is not there when the script has run; a moment
// later it is, and window.klarnaAsyncCallback() is called if the page set it. Then
// init({client_token}), load({container, payment_method_category}, data?, callback) and
// authorize({payment_method_category}, data?, callback), each throwing Klarna's documented
// errors (after calling back { show_form: false }, authorize also approved: false).
// Where the demo differs from Klarna: a client token is any non-empty string (the demo host's
// sessions are `sim_klarna_…`, Klarna's are JSON Web Tokens); load renders a box, not Klarna's
// frame; authorize opens a dialog in which the tester approves or declines, and approval asks
// the demo host for an authorization token for the session.
(function () {
  'use strict';
  // The demo host's recorder (simulation-log.js, served ahead of this file); none when run alone.
  var demoLog = (window.__roveDemoSimulations || { record: function () {} }).record;
  var script = document.currentScript;
  var base = new URL(
    script && script.src ? script.src : '/simulated/klarna/payments.js',
    window.location.href,
  );
  var clientToken = null;
  var loaded = {};

  function failure(name) {
    var error = new Error('Klarna.Payments (simulated): ' + name);
    error.name = name;
    return error;
  }

  /** `data` is optional and comes before the callback. */
  function callbackOf(data, callback) {
    return typeof data === 'function' ? data : callback;
  }

  function settle(callback, result) {
    window.setTimeout(function () {
      if (typeof callback !== 'function') return;
      try {
        callback(result);
      } catch (error) {
        console.error(error);
      }
    }, 0);
  }

  function styles() {
    if (document.getElementById('sim-klarna-styles')) return;
    var link = document.createElement('link');
    link.id = 'sim-klarna-styles';
    link.rel = 'stylesheet';
    link.href = new URL('klarna.css', base).href;
    document.head.appendChild(link);
  }

  function init(options) {
    if (!options || typeof options.client_token !== 'string' || options.client_token === '')
      throw failure('InvalidClientTokenError');
    clientToken = options.client_token;
    loaded = {};
    demoLog('klarna payments', ['init', { client_token: '…' }]);
  }

  function load(options, data, callback) {
    var done = callbackOf(data, callback);
    var category = options && options.payment_method_category;
    demoLog('klarna payments', ['load', { payment_method_category: category }]);
    function refuse(name) {
      if (typeof done === 'function') done({ show_form: false });
      throw failure(name);
    }
    if (!options || !clientToken) refuse('ApplicationNotInitializedError');
    var target = options.container;
    if (typeof target === 'string') {
      try {
        target = document.querySelector(target);
      } catch {
        target = null;
      }
    }
    if (!target || target.nodeType !== 1) refuse('InvalidContainerSelectorError');
    if (typeof category !== 'string' || category === '')
      refuse('PaymentMethodCategoryNotProvidedError');
    styles();
    var box = document.createElement('div');
    box.className = 'sim-klarna-widget';
    box.textContent = 'Klarna · Pay over time (simulation: the demo host stands in for Klarna)';
    target.replaceChildren(box);
    loaded[category] = true;
    settle(done, { show_form: true });
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
    var done = callbackOf(data, callback);
    var category = options && options.payment_method_category;
    demoLog('klarna payments', ['authorize', { payment_method_category: category }]);
    function refuse(name) {
      if (typeof done === 'function') done({ show_form: false, approved: false });
      throw failure(name);
    }
    if (!Object.keys(loaded).length) refuse('ApplicationNotLoadedError');
    if (!loaded[category]) refuse('PaymentMethodCategoryNotSupportedError');
    dialog()
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
          // Declined in the dialog: the shopper left Klarna's flow, Klarna stays on offer.
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
        settle(done, result);
      });
  }

  function on(event) {
    if (['heightChanged', 'fullscreenOverlayShown', 'fullscreenOverlayHidden'].indexOf(event) < 0)
      throw failure('EventNotSupportedError');
  }

  if (window.Klarna && window.Klarna.Payments) return;
  // Ready a moment after the script has run, as the contract says, and announced.
  window.setTimeout(function () {
    window.Klarna = window.Klarna || {};
    window.Klarna.Payments = {
      init: init,
      load: load,
      authorize: authorize,
      on: on,
      off: function () {},
      simulated: true,
    };
    if (typeof window.klarnaAsyncCallback === 'function') window.klarnaAsyncCallback();
  }, 0);
})();
