/* global window, document, atob */
// STAND-IN for Klarna Payments' library (https://x.klarnacdn.net/kp/lib/v1/api.js), written only
// from docs/vendors/klarna.md for the contract tests — not from our adapter, not from the demo
// host's simulation. Served at /stand-ins/klarna/payments.js (the simulation's name) with
// ?vendors=stand-in, or by Playwright at any URL.
//
// As the contract says: window.Klarna.Payments is not there when the script has run; a moment
// later it is, and window.klarnaAsyncCallback() is called if the page set it. Then:
// init({client_token}) throws InvalidClientTokenError unless the token is a JSON Web Token;
// load(options, data?, callback) and authorize(options, data?, callback) throw the documented
// errors after calling back { show_form: false } (authorize: also approved: false); load renders
// a widget into its container (element or CSS selector) and answers { show_form: true };
// authorize answers { approved: true, show_form: true, authorization_token }.
// A test picks other answers with window.__klarnaStandIn.scenario = { load: {...}, authorize:
// {...} } before the call.
(function () {
  'use strict';
  var seen = (window.__klarnaStandIn = window.__klarnaStandIn || {});
  seen.payments = { inits: 0, loads: [], authorizations: [] };

  function failure(name) {
    var error = new Error(name);
    error.name = name;
    return error;
  }

  function isJwt(token) {
    if (typeof token !== 'string') return false;
    var parts = token.split('.');
    if (parts.length !== 3 || !/^[A-Za-z0-9_-]+$/.test(parts[0] + parts[1])) return false;
    try {
      var header = JSON.parse(atob(parts[0].replace(/-/g, '+').replace(/_/g, '/')));
      return typeof header === 'object' && header !== null && typeof header.alg === 'string';
    } catch {
      return false;
    }
  }

  /** `data` is optional and comes before the callback. */
  function callbackOf(data, callback) {
    return typeof data === 'function' ? data : callback;
  }

  function answer(callback, result) {
    window.setTimeout(function () {
      if (typeof callback === 'function') callback(result);
    }, 20);
  }

  function scenario(name) {
    return (seen.scenario || {})[name];
  }

  var token = null;
  var loaded = {};

  var payments = {
    init: function (options) {
      if (!options || !isJwt(options.client_token)) throw failure('InvalidClientTokenError');
      token = options.client_token;
      loaded = {};
      seen.payments.inits += 1;
    },
    load: function (options, data, callback) {
      var done = callbackOf(data, callback);
      var refuse = function (name) {
        if (typeof done === 'function') done({ show_form: false });
        throw failure(name);
      };
      if (!options || token === null) refuse('ApplicationNotInitializedError');
      var container = options.container;
      if (typeof container === 'string') {
        try {
          container = document.querySelector(container);
        } catch {
          container = null;
        }
      }
      if (!container || container.nodeType !== 1) refuse('InvalidContainerSelectorError');
      var category = options.payment_method_category;
      if (typeof category !== 'string' || category === '')
        refuse('PaymentMethodCategoryNotProvidedError');
      seen.payments.loads.push({ category: category });
      var result = scenario('load') || { show_form: true };
      if (result.show_form) {
        var widget = document.createElement('div');
        widget.setAttribute('data-klarna-stand-in', 'payments');
        widget.textContent = 'Klarna (stand-in): ' + category;
        container.replaceChildren(widget);
        loaded[category] = true;
      }
      answer(done, result);
    },
    authorize: function (options, data, callback) {
      var done = callbackOf(data, callback);
      var refuse = function (name) {
        if (typeof done === 'function') done({ show_form: false, approved: false });
        throw failure(name);
      };
      var category = options && options.payment_method_category;
      if (!Object.keys(loaded).length) refuse('ApplicationNotLoadedError');
      if (!loaded[category]) refuse('PaymentMethodCategoryNotSupportedError');
      seen.payments.authorizations.push({ category: category, data: data });
      answer(
        done,
        scenario('authorize') || {
          approved: true,
          show_form: true,
          authorization_token: 'b4bd3423-24e3-4b0e-9f5e-stand-in',
        },
      );
    },
    on: function (event) {
      if (['heightChanged', 'fullscreenOverlayShown', 'fullscreenOverlayHidden'].indexOf(event) < 0)
        throw failure('EventNotSupportedError');
    },
    off: function () {},
  };

  // Ready a moment after the script has run, and announced through klarnaAsyncCallback.
  window.setTimeout(function () {
    window.Klarna = window.Klarna || {};
    window.Klarna.Payments = payments;
    if (typeof window.klarnaAsyncCallback === 'function') window.klarnaAsyncCallback();
  }, 50);
})();
