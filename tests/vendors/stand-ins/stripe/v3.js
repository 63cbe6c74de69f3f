/* global window, document, URL, URLSearchParams, fetch, setTimeout */
// STAND-IN of Stripe.js for the contract tests, written from docs/vendors/stripe.md only (not
// from the demo host's simulation): `window.Stripe(publishableKey)` → `elements({clientSecret,
// appearance})` → `create('payment', options)` → `mount`, `on('change' | 'ready' | 'loaderror')`,
// `destroy`; `confirmPayment({elements, confirmParams, redirect})` and
// `retrievePaymentIntent(clientSecret)`, both resolving `{paymentIntent}` or `{error}`. Like
// Stripe.js it talks to Stripe's API at https://api.stripe.com/v1/ with the publishable key and
// the client secret; the test answers there (Playwright's routing, or a stubbed fetch). Served
// as /stand-ins/stripe/v3.js (?vendors=stand-in) or in place of https://js.stripe.com/….
//
// The element holds no field: the test plays the shopper through window.__stripeStandIn —
// `complete(type)` (the element reports complete, `value.type` = type, default 'card'),
// `paymentMethod` (the test PaymentMethod the element stands for, default 'pm_card_visa'),
// `redirectBased` (the chosen method is redirect-based: confirm sends payment_method_data[type]
// with the return_url), `loadError` (the element reports loaderror with this error instead of
// ready). `calls` records each call (method name, redirect, return_url).
(function () {
  'use strict';
  if (window.Stripe) return;

  var API = 'https://api.stripe.com/v1/';
  var controls = (window.__stripeStandIn = window.__stripeStandIn || {});
  controls.calls = controls.calls || [];
  var elementsMounted = [];

  function integrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  // The intent's id is the client secret's prefix (as in the API reference's examples).
  function intentId(clientSecret) {
    var at = String(clientSecret || '').indexOf('_secret_');
    return at > 0 ? String(clientSecret).slice(0, at) : null;
  }

  function apiCall(method, path, params) {
    var query = new URLSearchParams(params).toString();
    var init = { method: method, credentials: 'omit' };
    var url = API + path;
    if (method === 'GET') url += '?' + query;
    else {
      init.headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
      init.body = query;
    }
    return fetch(url, init).then(
      function (response) {
        return response.json().then(
          function (body) {
            return body && body.error ? { error: body.error } : { intent: body };
          },
          function () {
            return { error: { type: 'api_error', message: 'An unexpected answer from Stripe.' } };
          },
        );
      },
      function () {
        return {
          error: { type: 'api_connection_error', message: 'Could not connect to Stripe.' },
        };
      },
    );
  }

  // ---- The Payment Element ------------------------------------------------------------------

  function PaymentElement(group, options) {
    this._group = group;
    this._options = options || {};
    this._handlers = {};
    this._node = null;
    this._complete = false;
    this._type = 'card';
  }

  PaymentElement.prototype.on = function (name, handler) {
    (this._handlers[name] = this._handlers[name] || []).push(handler);
    return this;
  };

  PaymentElement.prototype.off = function (name, handler) {
    this._handlers[name] = (this._handlers[name] || []).filter(function (h) {
      return handler && h !== handler;
    });
    return this;
  };

  PaymentElement.prototype._emit = function (name, payload) {
    (this._handlers[name] || []).slice().forEach(function (handler) {
      handler(payload);
    });
  };

  PaymentElement.prototype.mount = function (target) {
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node || node.nodeType !== 1) throw integrationError('Invalid DOM element for mount().');
    var box = document.createElement('div');
    box.className = 'StripeElementStandIn';
    box.textContent = 'Payment Element (stand-in)';
    node.appendChild(box);
    this._node = box;
    elementsMounted.push(this);
    setTimeout(() => {
      if (!this._node) return;
      if (controls.loadError) {
        this._emit('loaderror', { elementType: 'payment', error: controls.loadError });
      } else this._emit('ready', { elementType: 'payment' });
    }, 0);
  };

  PaymentElement.prototype.destroy = function () {
    if (this._node && this._node.parentNode) this._node.parentNode.removeChild(this._node);
    this._node = null;
    this._handlers = {};
    elementsMounted = elementsMounted.filter((element) => element !== this);
  };
  PaymentElement.prototype.unmount = PaymentElement.prototype.destroy;

  controls.complete = function (type) {
    elementsMounted.forEach(function (element) {
      element._complete = true;
      element._type = type || 'card';
      element._emit('change', {
        elementType: 'payment',
        empty: false,
        complete: true,
        collapsed: false,
        value: { type: element._type },
      });
    });
  };

  // ---- Elements group -----------------------------------------------------------------------

  function Elements(stripe, options) {
    this._stripe = stripe;
    this._options = options || {};
    this._element = null;
  }

  Elements.prototype.create = function (type, options) {
    if (type !== 'payment')
      throw integrationError('The stand-in creates the payment Element only.');
    this._element = new PaymentElement(this, options);
    return this._element;
  };

  Elements.prototype.getElement = function (type) {
    return type === 'payment' ? this._element : null;
  };

  // ---- Stripe -------------------------------------------------------------------------------

  function StripeInstance(key) {
    this._key = key;
  }

  StripeInstance.prototype.elements = function (options) {
    controls.calls.push({ method: 'elements', appearance: options && options.appearance });
    return new Elements(this, options);
  };

  StripeInstance.prototype.confirmPayment = function (options) {
    options = options || {};
    var group = options.elements;
    var confirmParams = options.confirmParams || {};
    var redirect = options.redirect || 'always';
    controls.calls.push({
      method: 'confirmPayment',
      redirect: redirect,
      return_url: confirmParams.return_url,
    });
    if (!(group instanceof Elements)) {
      return Promise.reject(integrationError('confirmPayment(): `elements` is required.'));
    }
    if (redirect !== 'always' && redirect !== 'if_required') {
      return Promise.reject(
        integrationError("confirmPayment(): `redirect` must be 'always' or 'if_required'."),
      );
    }
    if (redirect === 'always' && !confirmParams.return_url) {
      return Promise.reject(integrationError('confirmPayment(): `return_url` is required.'));
    }
    var element = group._element;
    if (!element || !element._complete) {
      return Promise.resolve({
        error: {
          type: 'validation_error',
          code: 'incomplete',
          message: 'Your payment details are incomplete.',
        },
      });
    }
    var clientSecret = options.clientSecret || group._options.clientSecret;
    var id = intentId(clientSecret);
    if (!id) return Promise.reject(integrationError('confirmPayment(): no valid client secret.'));
    var params = { key: this._key, client_secret: clientSecret };
    if (confirmParams.return_url) params.return_url = confirmParams.return_url;
    if (controls.redirectBased) params['payment_method_data[type]'] = element._type;
    else params.payment_method = controls.paymentMethod || 'pm_card_visa';
    return apiCall('POST', 'payment_intents/' + encodeURIComponent(id) + '/confirm', params).then(
      function (answer) {
        if (answer.error) return { error: answer.error };
        var intent = answer.intent;
        var next = intent.next_action;
        if (intent.status === 'requires_action' && next && next.type === 'redirect_to_url') {
          window.location.assign(next.redirect_to_url.url);
          return new Promise(function () {});
        }
        if (redirect === 'always') {
          var url = new URL(confirmParams.return_url, window.location.href);
          url.searchParams.set('payment_intent', intent.id);
          url.searchParams.set('payment_intent_client_secret', clientSecret);
          url.searchParams.set(
            'redirect_status',
            intent.status === 'requires_payment_method' ? 'failed' : intent.status,
          );
          window.location.assign(url.href);
          return new Promise(function () {});
        }
        return { paymentIntent: intent };
      },
    );
  };

  StripeInstance.prototype.retrievePaymentIntent = function (clientSecret) {
    controls.calls.push({ method: 'retrievePaymentIntent' });
    var id = intentId(clientSecret);
    if (!id) {
      return Promise.resolve({
        error: {
          type: 'invalid_request_error',
          code: 'parameter_invalid',
          message: 'Invalid client secret.',
        },
      });
    }
    return apiCall('GET', 'payment_intents/' + encodeURIComponent(id), {
      key: this._key,
      client_secret: clientSecret,
    }).then(function (answer) {
      return answer.error ? { error: answer.error } : { paymentIntent: answer.intent };
    });
  };

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !/^pk_(test|live)_/.test(publishableKey)) {
      throw integrationError('Invalid API Key provided: ' + String(publishableKey));
    }
    return new StripeInstance(publishableKey);
  }
  // The release @stripe/stripe-js v10 expects (docs/vendors/stripe.md "Globals").
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
