/* global window, document, URL, URLSearchParams, fetch, console */
// SIMULATED Stripe.js, served by the demo host only (demo-host/README.md "Simulated
// providers"). It defines window.Stripe the way https://js.stripe.com does, so
// @stripe/stripe-js/pure's loadStripe() resolves it instead of injecting Stripe's script, and
// the SDK's production code path runs unchanged against it.
//
// Written from docs/vendors/stripe.md. Surface: Stripe(publishableKey) → {elements,
// confirmPayment, retrievePaymentIntent};
// elements({clientSecret | mode, amount, currency, appearance}) → {create('payment', opts),
// getElement, update, submit, fetchUpdates}; the Payment Element → {mount, unmount, destroy, on,
// off, once, update, focus, blur, clear, collapse}. The element renders an IFRAME served by the
// demo host (sandboxed: an opaque origin), so card numbers never enter the host page's DOM; the
// two talk by postMessage only, and the frame confirms the payment intent with the simulated
// Stripe API itself. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined,
// 4000 0025 0000 3155 asks for (simulated) 3D Secure inside the frame; Amazon Pay (USD) is a
// redirect-based method: confirmPayment leaves for its page, which returns to return_url.
(function () {
  'use strict';
  // The demo host's recorder (simulation-log.js, served ahead of this file); none when run alone.
  var demoLog = (window.__roveDemoSimulations || { record: function () {} }).record;
  if (window.Stripe) return;

  // What @stripe/stripe-js expects window.Stripe.version to be (10.x: 'endive'): with another
  // value it only warns, for pk_test keys.
  var RELEASE_TRAIN = 'endive';
  var script = document.currentScript;
  var base = new URL(
    script && script.src ? script.src : '/simulated/stripe/v3.js',
    window.location.href,
  );
  var FRAME_URL = new URL('elements-frame', base).href;
  // The appearance variables the simulated frame honours (Stripe's names).
  var APPEARANCE_VARIABLES = [
    'colorText',
    'colorBackground',
    'colorPrimary',
    'colorDanger',
    'fontFamily',
  ];
  // The colour notations Stripe's appearance variables take: hex, rgb() and rgba(), named.
  var STRIPE_COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d.,\s]+\)|[a-z]+)$/i;
  var API_URL = new URL('v1/', base).href;
  var FRAME_ORIGIN = base.origin;
  var counter = 0;

  function integrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  function intentIdOf(clientSecret) {
    var match = /^(pi_[A-Za-z0-9_]+)_secret_[A-Za-z0-9]+$/.exec(String(clientSecret || ''));
    return match ? match[1] : null;
  }

  function resolveTarget(target) {
    if (typeof target === 'string') {
      var found = document.querySelector(target);
      if (!found) {
        throw integrationError(
          'The selector you specified (' +
            target +
            ') applies to no DOM elements that are currently on the page.',
        );
      }
      return found;
    }
    if (target && target.nodeType === 1) return target;
    throw integrationError(
      'Invalid DOM element. Make sure to call mount() with a valid DOM element or selector.',
    );
  }

  // ---- The Payment Element ------------------------------------------------------------------

  function PaymentElement(group, options) {
    this._group = group;
    this._options = options || {};
    this._handlers = {};
    this._frame = null;
    this._wrapper = null;
    this._ready = false;
    this._queue = [];
    this._pending = {};
    this._destroyed = false;
    this._channel = 'sim-' + ++counter + '-' + Math.random().toString(36).slice(2);
    this._onMessage = this._onMessage.bind(this);
  }

  PaymentElement.prototype.mount = function (target) {
    if (this._destroyed)
      throw integrationError('This Element has already been destroyed. Please create a new one.');
    if (this._frame)
      throw integrationError('This Element is already mounted. Use `unmount()` first.');
    var container = resolveTarget(target);
    var group = this._group._options;
    var layout = this._options.layout;
    var params = new URLSearchParams({
      channel: this._channel,
      origin: window.location.origin,
      layout: typeof layout === 'string' ? layout : (layout && layout.type) || 'tabs',
      methods: (this._options.paymentMethodOrder || ['card']).join(','),
      currency: String(group.currency || ''),
      locale: String(this._group._stripe._locale || 'auto'),
    });
    // appearance.variables, as Stripe styles its frame with them (the frame applies them).
    var variables = (group.appearance && group.appearance.variables) || {};
    APPEARANCE_VARIABLES.forEach(function (name) {
      var value = variables[name];
      if (typeof value !== 'string') return;
      if (/^color/.test(name) && !STRIPE_COLOUR.test(value.trim())) {
        // Stripe parses hex and rgb() colours; it refuses hsl()'s '%' and newer notations with
        // a console error and leaves its own colour (stripe/react-stripe-js#411).
        console.error(
          'stripe.elements(): "' +
            value +
            '" is not a supported value for the "' +
            name +
            '" property',
        );
        return;
      }
      params.set(name, value);
    });
    var wrapper = document.createElement('div');
    wrapper.className = '__PrivateStripeElement';
    var frame = document.createElement('iframe');
    frame.name = '__privateStripeFrame' + this._channel;
    frame.title = 'Secure payment input frame';
    frame.setAttribute('sandbox', 'allow-scripts allow-forms');
    frame.setAttribute('allow', 'payment');
    frame.setAttribute('scrolling', 'no');
    frame.src = FRAME_URL + '?' + params.toString();
    // CSSOM, not a style attribute: allowed under the page's strict CSP.
    frame.style.display = 'block';
    frame.style.width = '100%';
    frame.style.border = '0';
    frame.style.height = '220px';
    frame.style.colorScheme = 'normal';
    wrapper.appendChild(frame);
    container.appendChild(wrapper);
    this._frame = frame;
    this._wrapper = wrapper;
    this._ready = false;
    window.addEventListener('message', this._onMessage);
  };

  PaymentElement.prototype.unmount = function () {
    window.removeEventListener('message', this._onMessage);
    if (this._wrapper && this._wrapper.parentNode)
      this._wrapper.parentNode.removeChild(this._wrapper);
    this._frame = null;
    this._wrapper = null;
    this._ready = false;
    this._queue = [];
    var pending = this._pending;
    this._pending = {};
    Object.keys(pending).forEach(function (id) {
      pending[id]({
        error: {
          type: 'validation_error',
          code: 'element_unmounted',
          message: 'The Payment Element was unmounted.',
        },
      });
    });
  };

  PaymentElement.prototype.destroy = function () {
    this.unmount();
    this._destroyed = true;
    this._handlers = {};
    if (this._group._element === this) this._group._element = null;
  };

  PaymentElement.prototype.on = function (event, handler) {
    if (typeof handler !== 'function')
      throw integrationError('on(): the handler must be a function.');
    (this._handlers[event] = this._handlers[event] || []).push(handler);
    return this;
  };

  PaymentElement.prototype.off = function (event, handler) {
    var list = this._handlers[event] || [];
    this._handlers[event] = handler
      ? list.filter(function (h) {
          return h !== handler && h._original !== handler;
        })
      : [];
    return this;
  };

  PaymentElement.prototype.once = function (event, handler) {
    var wrapped = (payload) => {
      this.off(event, wrapped);
      handler(payload);
    };
    wrapped._original = handler;
    return this.on(event, wrapped);
  };

  PaymentElement.prototype.update = function (options) {
    this._options = Object.assign({}, this._options, options || {});
    this._send({ type: 'update', options: { readOnly: !!this._options.readOnly } });
  };
  PaymentElement.prototype.focus = function () {
    this._send({ type: 'focus' });
  };
  PaymentElement.prototype.blur = function () {
    this._send({ type: 'blur' });
  };
  PaymentElement.prototype.clear = function () {
    this._send({ type: 'clear' });
  };
  PaymentElement.prototype.collapse = function () {
    this._send({ type: 'collapse' });
  };

  PaymentElement.prototype._emit = function (event, payload) {
    (this._handlers[event] || []).slice().forEach(function (handler) {
      try {
        handler(payload);
      } catch (error) {
        console.error(error);
      }
    });
  };

  PaymentElement.prototype._send = function (message) {
    message.channel = this._channel;
    if (!this._frame) return;
    if (!this._ready) {
      this._queue.push(message);
      return;
    }
    // The frame is sandboxed (opaque origin): '*' is the only target origin that reaches it.
    this._frame.contentWindow.postMessage(message, '*');
  };

  PaymentElement.prototype._request = function (type, payload) {
    return new Promise((resolve) => {
      var requestId = this._channel + ':' + ++counter;
      this._pending[requestId] = resolve;
      this._send(Object.assign({ type: type, requestId: requestId }, payload));
    });
  };

  PaymentElement.prototype._onMessage = function (event) {
    if (!this._frame || event.source !== this._frame.contentWindow) return;
    // A sandboxed frame's messages come from the opaque origin 'null'.
    if (event.origin !== 'null' && event.origin !== FRAME_ORIGIN) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.channel !== this._channel) return;
    switch (data.type) {
      case 'ready':
        this._ready = true;
        if (this._group._options.clientSecret) {
          this._send({ type: 'intent', clientSecret: this._group._options.clientSecret });
        }
        this._queue.splice(0).forEach(this._send, this);
        this._emit('ready', { elementType: 'payment' });
        break;
      case 'change':
        this._emit('change', {
          elementType: 'payment',
          complete: !!data.complete,
          empty: !!data.empty,
          collapsed: false,
          value: { type: String(data.value && data.value.type) },
        });
        break;
      case 'focus':
      case 'blur':
        this._emit(data.type, { elementType: 'payment' });
        break;
      case 'resize':
        if (typeof data.height === 'number' && data.height > 0 && data.height < 2000) {
          this._frame.style.height = Math.ceil(data.height) + 'px';
        }
        break;
      case 'result': {
        var resolve = this._pending[data.requestId];
        delete this._pending[data.requestId];
        if (resolve) resolve(data.result || {});
        break;
      }
      default:
        break;
    }
  };

  // ---- Elements group -----------------------------------------------------------------------

  function Elements(stripe, options) {
    this._stripe = stripe;
    this._options = options || {};
    this._element = null;
  }

  Elements.prototype.create = function (type, options) {
    if (type !== 'payment') {
      throw integrationError(
        'The simulated Stripe.js supports the payment Element only, not: ' + type,
      );
    }
    if (this._element) throw integrationError('Can only create one Element of type payment.');
    this._element = new PaymentElement(this, options);
    return this._element;
  };

  Elements.prototype.getElement = function (type) {
    return type === 'payment' ? this._element : null;
  };

  Elements.prototype.update = function (options) {
    this._options = Object.assign({}, this._options, options || {});
  };

  Elements.prototype.fetchUpdates = function () {
    return Promise.resolve({});
  };

  // Validates the element's fields (showing their errors in the frame), as Stripe's submit().
  Elements.prototype.submit = function () {
    var element = this._element;
    if (!element || !element._frame) {
      return Promise.reject(integrationError('elements.submit(): no mounted Payment Element.'));
    }
    return element._request('submit', {}).then(function (result) {
      return result.error
        ? { error: result.error }
        : { selectedPaymentMethod: result.selectedPaymentMethod };
    });
  };

  // ---- Stripe -------------------------------------------------------------------------------

  function StripeInstance(key, options) {
    this._key = key;
    this._locale = (options && options.locale) || 'auto';
  }

  StripeInstance.prototype.elements = function (options) {
    // The client secret stays out of the log.
    demoLog('stripe', [
      'elements',
      { mode: options && options.mode, currency: options && options.currency },
    ]);
    return new Elements(this, options);
  };

  StripeInstance.prototype.confirmPayment = function (options) {
    options = options || {};
    demoLog('stripe', [
      'confirmPayment',
      {
        redirect: options.redirect,
        return_url: options.confirmParams && options.confirmParams.return_url,
      },
    ]);
    var elements = options.elements;
    if (!(elements instanceof Elements)) {
      return Promise.reject(
        integrationError('stripe.confirmPayment(): `elements` must be an Elements group.'),
      );
    }
    var clientSecret = options.clientSecret || elements._options.clientSecret;
    if (!intentIdOf(clientSecret)) {
      return Promise.reject(
        integrationError('stripe.confirmPayment(): a valid `clientSecret` is required.'),
      );
    }
    var confirmParams = options.confirmParams || {};
    var redirect = options.redirect || 'always';
    if (redirect !== 'always' && redirect !== 'if_required') {
      return Promise.reject(
        integrationError("stripe.confirmPayment(): `redirect` must be 'always' or 'if_required'."),
      );
    }
    if (redirect === 'always' && !confirmParams.return_url) {
      return Promise.reject(
        integrationError(
          "stripe.confirmPayment(): the `confirmParams.return_url` argument is required unless passing `redirect: 'if_required'`",
        ),
      );
    }
    var element = elements._element;
    if (!element || !element._frame) {
      return Promise.reject(
        integrationError('stripe.confirmPayment(): the Payment Element is not mounted.'),
      );
    }
    var paymentMethodData = confirmParams.payment_method_data || {};
    return element
      ._request('confirm', {
        clientSecret: clientSecret,
        billingDetails: paymentMethodData.billing_details || null,
        returnUrl: confirmParams.return_url
          ? new URL(confirmParams.return_url, window.location.href).href
          : null,
      })
      .then(function (result) {
        if (result.error) return { error: result.error };
        var intent = result.paymentIntent;
        var next = intent.next_action;
        // A redirect-based method leaves for its page whatever `redirect` says; it sends the
        // shopper back to return_url with payment_intent, payment_intent_client_secret and
        // redirect_status (docs/vendors/stripe.md "The way back").
        if (intent.status === 'requires_action' && next && next.type === 'redirect_to_url') {
          window.location.assign(next.redirect_to_url.url);
          // Like Stripe.js, a redirect never settles the promise.
          return new Promise(function () {});
        }
        if (redirect === 'always') {
          var url = new URL(confirmParams.return_url, window.location.href);
          url.searchParams.set('payment_intent', intent.id);
          url.searchParams.set('payment_intent_client_secret', clientSecret);
          url.searchParams.set(
            'redirect_status',
            intent.status === 'succeeded' || intent.status === 'processing'
              ? intent.status
              : 'failed',
          );
          window.location.assign(url.href);
          return new Promise(function () {});
        }
        return { paymentIntent: intent };
      });
  };

  StripeInstance.prototype.retrievePaymentIntent = function (clientSecret) {
    var id = intentIdOf(clientSecret);
    if (!id)
      return Promise.reject(integrationError('retrievePaymentIntent(): invalid client secret.'));
    var url =
      API_URL +
      'payment_intents/' +
      encodeURIComponent(id) +
      '?client_secret=' +
      encodeURIComponent(clientSecret);
    return fetch(url, { credentials: 'omit' })
      .then(function (response) {
        return response.json();
      })
      .then(function (body) {
        return body && body.error ? { error: body.error } : { paymentIntent: body };
      });
  };

  // @stripe/stripe-js registers itself as a wrapper; Stripe.js records it for telemetry.
  StripeInstance.prototype._registerWrapper = function () {};
  StripeInstance.prototype.registerAppInfo = function () {};

  function Stripe(key, options) {
    if (typeof key !== 'string' || !/^pk_(test|live)_\w+$/.test(key)) {
      throw integrationError('Invalid API Key provided: ' + String(key));
    }
    return new StripeInstance(key, options);
  }
  Stripe.version = RELEASE_TRAIN;
  Stripe.simulated = true;
  window.Stripe = Stripe;
})();
