/* global window, document, URLSearchParams, fetch, ResizeObserver */
// SIMULATED Stripe Payment Element, inside its sandboxed iframe (demo host only). It renders the
// payment methods as an accordion, keeps the card fields to itself, reports change / focus /
// blur / size to the parent Stripe.js simulation by postMessage, and confirms the payment intent
// with the simulated Stripe API when asked: success, decline, or a simulated 3D Secure step
// shown here in the frame before the answer goes back.
(function () {
  'use strict';

  var params = new URLSearchParams(window.location.search);
  var channel = params.get('channel') || '';
  var parentOrigin = /^https?:\/\/[\w.-]+(:\d+)?$/.test(params.get('origin') || '')
    ? params.get('origin')
    : null;
  var root = document.getElementById('sim-element');
  if (!root || !parentOrigin) return;

  // The page's appearance.variables, as Stripe's own frame takes the host's theme: each one a
  // custom property of elements-frame.css (CSSOM: allowed under the frame's CSP; a value that
  // is not a colour or a font list is dropped by the browser).
  [
    ['colorText', '--color-text'],
    ['colorBackground', '--color-background'],
    ['colorPrimary', '--color-primary'],
    ['colorDanger', '--color-danger'],
    ['fontFamily', '--font-family'],
  ].forEach(function (pair) {
    var value = params.get(pair[0]);
    if (value) document.documentElement.style.setProperty(pair[1], value);
  });

  var METHOD_LABELS = {
    card: 'Card',
    us_bank_account: 'US bank account',
    acss_debit: 'Canadian pre-authorized debit',
    amazon_pay: 'Amazon Pay',
  };
  // Redirect-based: confirming leaves for the method's page (docs/vendors/stripe.md).
  var REDIRECT_METHODS = ['amazon_pay'];
  var methods = (params.get('methods') || 'card').split(',').filter(function (m) {
    return Object.prototype.hasOwnProperty.call(METHOD_LABELS, m);
  });
  if (methods.indexOf('card') === -1) methods.unshift('card');
  // Methods the page did not order come after its own, shown once the intent lists them (as
  // Stripe's element shows what the PaymentIntent allows).
  var later = Object.keys(METHOD_LABELS).filter(function (m) {
    return methods.indexOf(m) === -1;
  });
  var selected = methods[0];
  var busy = false;
  var readOnly = false;

  function post(message) {
    message.channel = channel;
    window.parent.postMessage(message, parentOrigin);
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      if (name === 'text') node.textContent = attrs[name];
      else node.setAttribute(name, attrs[name]);
    });
    (children || []).forEach(function (child) {
      node.appendChild(child);
    });
    return node;
  }

  // ---- Card rules (Stripe's own messages) ---------------------------------------------------

  function digitsOf(value) {
    return String(value || '').replace(/\D/g, '');
  }
  function isAmex(digits) {
    return /^3[47]/.test(digits);
  }
  function cardLength(digits) {
    return isAmex(digits) ? 15 : 16;
  }
  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i += 1) {
      var d = digits.charCodeAt(digits.length - 1 - i) - 48;
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return digits.length > 1 && sum % 10 === 0;
  }
  function parseExpiry(value) {
    var digits = digitsOf(value);
    if (digits.length !== 4) return null;
    return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
  }

  // ---- Rendering ----------------------------------------------------------------------------

  var fields = {};
  var errors = {};
  var bankVerification = 'instant';

  function bankChoice(value, label, checked) {
    var input = el('input', {
      type: 'radio',
      name: 'sim-bank-verification',
      id: 'sim-bank-' + value,
      value: value,
    });
    input.checked = !!checked;
    input.addEventListener('change', function () {
      if (!input.checked) return;
      bankVerification = value;
      root.querySelector('.sim-bank-manual').hidden = value !== 'microdeposits';
      emitChange();
    });
    return el('div', { class: 'sim-bank-choice__option' }, [
      input,
      el('label', { for: 'sim-bank-' + value, text: label }),
    ]);
  }

  function field(name, label, attrs) {
    var id = 'sim-' + name;
    var input = el(
      'input',
      Object.assign({ id: id, name: name, type: 'text', spellcheck: 'false' }, attrs),
    );
    var error = el('p', { class: 'sim-field__error', id: id + '-error', role: 'alert' });
    input.setAttribute('aria-describedby', id + '-error');
    fields[name] = input;
    errors[name] = error;
    return el('div', { class: 'sim-field sim-field--' + name }, [
      el('label', { for: id, text: label }),
      input,
      error,
    ]);
  }

  var challenge = el('section', { class: 'sim-challenge', hidden: '', 'aria-live': 'assertive' });
  var panels = {};
  var headers = {};
  var list = el('div', {
    class: 'sim-methods',
    role: 'radiogroup',
    'aria-label': 'Payment method',
  });

  methods.concat(later).forEach(function (method) {
    var header = el('button', {
      type: 'button',
      class: 'sim-method__header',
      role: 'radio',
      'aria-checked': String(method === selected),
      'data-method': method,
      text: METHOD_LABELS[method],
    });
    var panel;
    if (method === 'card') {
      panel = el('div', { class: 'sim-method__panel' }, [
        field('number', 'Card number', {
          autocomplete: 'cc-number',
          inputmode: 'numeric',
          placeholder: '1234 1234 1234 1234',
          maxlength: '23',
        }),
        el('div', { class: 'sim-row' }, [
          field('expiry', 'Expiration date', {
            autocomplete: 'cc-exp',
            inputmode: 'numeric',
            placeholder: 'MM / YY',
            maxlength: '7',
          }),
          field('cvc', 'Security code', {
            autocomplete: 'cc-csc',
            inputmode: 'numeric',
            placeholder: 'CVC',
            maxlength: '4',
          }),
        ]),
        el('p', {
          class: 'sim-hint',
          text: 'Simulated Stripe (demo host). Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for authentication. Any future date and CVC.',
        }),
      ]);
    } else if (REDIRECT_METHODS.indexOf(method) !== -1) {
      panel = el('div', { class: 'sim-method__panel' }, [
        el('p', {
          class: 'sim-hint',
          text:
            'You will be redirected to ' +
            METHOD_LABELS[method] +
            ' (simulated) to approve the payment, then back to the store.',
        }),
      ]);
    } else if (method === 'us_bank_account') {
      // As Stripe's element: the bank's login verifies the account at once (Financial
      // Connections; its test institution here); an account entered by hand is verified later
      // with a deposit (docs/vendors/stripe.md "Outcomes").
      panel = el('div', { class: 'sim-method__panel' }, [
        el('fieldset', { class: 'sim-bank-choice' }, [
          el('legend', { text: 'How to connect your bank' }),
          bankChoice('instant', 'Test Institution: log in and connect instantly', true),
          bankChoice('microdeposits', 'Enter bank details manually (verified with a deposit)'),
        ]),
        el('div', { class: 'sim-bank-manual', hidden: '' }, [
          field('routing', 'Routing number', {
            inputmode: 'numeric',
            placeholder: '110000000',
            maxlength: '9',
          }),
          field('account', 'Account number', {
            inputmode: 'numeric',
            placeholder: '000123456789',
            maxlength: '17',
          }),
        ]),
        el('p', {
          class: 'sim-hint',
          text: 'Simulated Stripe (demo host). Instantly: the debit is processing until it settles. Manually: routing 110000000, account 000123456789; Stripe sends a deposit whose code (SM11AA) verifies the account on its page.',
        }),
      ]);
    } else {
      panel = el('div', { class: 'sim-method__panel' }, [
        el('p', {
          class: 'sim-hint',
          text: 'Simulated test bank account: Demo Bank, account ending 6789. The debit is processing until it settles.',
        }),
      ]);
    }
    header.addEventListener('click', function () {
      if (!busy && !readOnly) select(method);
    });
    headers[method] = header;
    panels[method] = panel;
    var item = el('div', { class: 'sim-method' }, [header, panel]);
    if (later.indexOf(method) !== -1) item.hidden = true;
    list.appendChild(item);
  });

  root.appendChild(list);
  root.appendChild(challenge);
  root.removeAttribute('aria-busy');

  function select(method, silent) {
    selected = method;
    methods.concat(later).forEach(function (m) {
      headers[m].setAttribute('aria-checked', String(m === method));
      panels[m].hidden = m !== method;
    });
    if (!silent) emitChange();
  }

  // ---- State --------------------------------------------------------------------------------

  function cardState() {
    var number = digitsOf(fields.number.value);
    var expiry = parseExpiry(fields.expiry.value);
    var cvc = digitsOf(fields.cvc.value);
    var now = new Date();
    var problems = {};
    if (number === '') problems.number = 'Your card number is incomplete.';
    else if (number.length < cardLength(number))
      problems.number = 'Your card number is incomplete.';
    else if (!luhn(number)) problems.number = 'Your card number is invalid.';
    if (digitsOf(fields.expiry.value) === '' || !expiry)
      problems.expiry = "Your card's expiration date is incomplete.";
    else if (expiry.month < 1 || expiry.month > 12)
      problems.expiry = "Your card's expiration date is invalid.";
    else if (
      expiry.year < now.getFullYear() ||
      (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1)
    ) {
      problems.expiry = "Your card's expiration year is in the past.";
    }
    if (cvc.length < (isAmex(number) ? 4 : 3))
      problems.cvc = "Your card's security code is incomplete.";
    var empty = number === '' && digitsOf(fields.expiry.value) === '' && cvc === '';
    return {
      empty: empty,
      complete: Object.keys(problems).length === 0,
      problems: problems,
      number: number,
      expiry: expiry,
      cvc: cvc,
    };
  }

  function bankState() {
    if (bankVerification !== 'microdeposits') return { empty: false, complete: true, problems: {} };
    var routing = digitsOf(fields.routing.value);
    var account = digitsOf(fields.account.value);
    var problems = {};
    if (routing.length !== 9) problems.routing = 'Your routing number is incomplete.';
    if (account.length < 4) problems.account = 'Your account number is incomplete.';
    return {
      empty: routing === '' && account === '',
      complete: Object.keys(problems).length === 0,
      problems: problems,
      routing: routing,
      account: account,
    };
  }

  function state() {
    if (selected === 'card') return cardState();
    if (selected === 'us_bank_account') return bankState();
    return { empty: false, complete: true, problems: {} };
  }

  function emitChange() {
    var s = state();
    post({ type: 'change', complete: s.complete, empty: s.empty, value: { type: selected } });
  }

  function showErrors(problems, only) {
    Object.keys(errors).forEach(function (name) {
      if (only && name !== only) return;
      var message = problems[name] || '';
      errors[name].textContent = message;
      fields[name].setAttribute('aria-invalid', message ? 'true' : 'false');
    });
  }

  function firstProblem(problems) {
    var key = ['number', 'expiry', 'cvc', 'routing', 'account'].filter(function (name) {
      return problems[name];
    })[0];
    var codes = {
      number: 'incomplete_number',
      expiry: 'incomplete_expiry',
      cvc: 'incomplete_cvc',
      routing: 'incomplete_routing_number',
      account: 'incomplete_account_number',
    };
    return key ? { type: 'validation_error', code: codes[key], message: problems[key] } : null;
  }

  // ---- Input formatting ---------------------------------------------------------------------

  fields.number.addEventListener('input', function () {
    var digits = digitsOf(fields.number.value).slice(0, 19);
    var groups = isAmex(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
    var parts = [];
    var at = 0;
    groups.forEach(function (size) {
      if (at < digits.length) parts.push(digits.slice(at, at + size));
      at += size;
    });
    fields.number.value = parts.join(' ');
    errors.number.textContent = '';
    emitChange();
  });
  fields.expiry.addEventListener('input', function () {
    var digits = digitsOf(fields.expiry.value).slice(0, 4);
    fields.expiry.value = digits.length > 2 ? digits.slice(0, 2) + ' / ' + digits.slice(2) : digits;
    errors.expiry.textContent = '';
    emitChange();
  });
  fields.cvc.addEventListener('input', function () {
    fields.cvc.value = digitsOf(fields.cvc.value).slice(0, 4);
    errors.cvc.textContent = '';
    emitChange();
  });
  ['routing', 'account'].forEach(function (name) {
    fields[name].addEventListener('input', function () {
      fields[name].value = digitsOf(fields[name].value).slice(0, name === 'routing' ? 9 : 17);
      errors[name].textContent = '';
      emitChange();
    });
  });
  Object.keys(fields).forEach(function (name) {
    fields[name].addEventListener('blur', function () {
      if (fields[name].value.trim() !== '') showErrors(state().problems, name);
    });
  });

  root.addEventListener('focusin', function (event) {
    if (!event.relatedTarget || !root.contains(event.relatedTarget)) post({ type: 'focus' });
  });
  root.addEventListener('focusout', function (event) {
    if (!event.relatedTarget || !root.contains(event.relatedTarget)) post({ type: 'blur' });
  });

  // The content's own height (the document's scrollHeight never drops below the frame's).
  function contentHeight() {
    return Math.ceil(root.getBoundingClientRect().height) + 4;
  }
  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(function () {
      post({ type: 'resize', height: contentHeight() });
    }).observe(root);
  }

  // Bank debits exist in one currency each, as with Stripe: us_bank_account in USD, acss_debit
  // in CAD. Once the intent's currency is known, the others are hidden.
  var BANK_CURRENCY = { us_bank_account: 'usd', acss_debit: 'cad' };
  function limitToCurrency(currency) {
    methods = methods.filter(function (method) {
      var only = BANK_CURRENCY[method];
      var keep = !only || only === currency;
      if (!keep) headers[method].parentNode.hidden = true;
      return keep;
    });
    if (methods.indexOf(selected) === -1) select('card');
  }
  if (params.get('currency')) limitToCurrency(String(params.get('currency')).toLowerCase());
  // The intent's own list of methods: the page's not allowed are hidden, the others shown.
  function allowMethods(types) {
    if (!Array.isArray(types)) return;
    methods = methods.concat(later).filter(function (method) {
      var keep = types.indexOf(method) !== -1;
      headers[method].parentNode.hidden = !keep;
      return keep;
    });
    later = [];
    if (methods.indexOf(selected) === -1) select('card');
  }
  function learnIntent(clientSecret) {
    var match = /^(pi_[A-Za-z0-9_]+)_secret_[A-Za-z0-9]+$/.exec(String(clientSecret || ''));
    if (!match) return;
    fetch(
      '/simulated/stripe/v1/payment_intents/' +
        encodeURIComponent(match[1]) +
        '?client_secret=' +
        encodeURIComponent(clientSecret),
      {
        credentials: 'omit',
      },
    )
      .then(function (response) {
        return response.json();
      })
      .then(function (intent) {
        if (intent && typeof intent.currency === 'string') limitToCurrency(intent.currency);
        if (intent) allowMethods(intent.payment_method_types);
      })
      .catch(function () {
        // Without the intent every offered method stays; the API refuses a wrong currency.
      });
  }

  // ---- Confirmation -------------------------------------------------------------------------

  function api(path, body) {
    // text/plain keeps the cross-origin call a simple request (no preflight), as Stripe's own.
    return fetch('/simulated/stripe/v1/payment_intents/' + path, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(body),
      credentials: 'omit',
    }).then(function (response) {
      return response.json();
    });
  }

  function formatAmount(intent) {
    var currency = String(intent.currency || 'usd').toUpperCase();
    var amount = currency === 'KRW' ? intent.amount : intent.amount / 100;
    try {
      return new Intl.NumberFormat('en', { style: 'currency', currency: currency }).format(amount);
    } catch {
      return amount + ' ' + currency;
    }
  }

  // The simulated 3D Secure page: the shopper completes or fails the authentication.
  function authenticate(intent, clientSecret) {
    return new Promise(function (resolve) {
      var complete = el('button', {
        type: 'button',
        class: 'sim-challenge__complete',
        text: 'Complete authentication',
      });
      var fail = el('button', {
        type: 'button',
        class: 'sim-challenge__fail',
        text: 'Fail authentication',
      });
      challenge.textContent = '';
      challenge.appendChild(
        el('h2', { class: 'sim-challenge__title', text: '3D Secure authentication (simulated)' }),
      );
      challenge.appendChild(
        el('p', { text: 'Authorize a payment of ' + formatAmount(intent) + ' to Rove.' }),
      );
      challenge.appendChild(el('div', { class: 'sim-challenge__actions' }, [complete, fail]));
      challenge.hidden = false;
      list.hidden = true;
      function answer(outcome) {
        complete.disabled = true;
        fail.disabled = true;
        api(encodeURIComponent(intent.id) + '/authenticate', {
          client_secret: clientSecret,
          outcome: outcome,
        })
          .then(resolve, function () {
            resolve({
              error: {
                type: 'api_connection_error',
                message: 'Could not reach the simulated Stripe API.',
              },
            });
          })
          .then(function () {
            challenge.hidden = true;
            list.hidden = false;
          });
      }
      complete.addEventListener('click', function () {
        answer('complete');
      });
      fail.addEventListener('click', function () {
        answer('fail');
      });
      complete.focus();
    });
  }

  function confirm(message) {
    if (busy) {
      return Promise.resolve({
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: 'A confirmation of this payment is already in progress.',
        },
      });
    }
    var s = state();
    if (!s.complete) {
      showErrors(s.problems);
      return Promise.resolve({ error: firstProblem(s.problems) });
    }
    var clientSecret = String(message.clientSecret || '');
    var match = /^(pi_[A-Za-z0-9_]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
    if (!match)
      return Promise.resolve({
        error: {
          type: 'invalid_request_error',
          code: 'parameter_invalid',
          message: 'Invalid client secret.',
        },
      });
    var data = { type: selected };
    if (selected === 'card') {
      data.card = {
        number: s.number,
        exp_month: s.expiry.month,
        exp_year: s.expiry.year,
        cvc: s.cvc,
      };
    }
    var options = null;
    if (selected === 'us_bank_account') {
      options = { us_bank_account: { verification_method: bankVerification } };
      if (bankVerification === 'microdeposits')
        data.us_bank_account = { routing_number: s.routing, account_number: s.account };
    }
    if (message.billingDetails && typeof message.billingDetails === 'object')
      data.billing_details = message.billingDetails;
    busy = true;
    root.setAttribute('aria-busy', 'true');
    var request = { client_secret: clientSecret, payment_method_data: data };
    if (options) request.payment_method_options = options;
    if (typeof message.returnUrl === 'string') request.return_url = message.returnUrl;
    return api(encodeURIComponent(match[1]) + '/confirm', request)
      .then(function (body) {
        // A redirect-based method's next action is the page's to follow (Stripe.js leaves for
        // it), a bank's deposit is the integration's to show (it comes back as the intent); a
        // card's is the 3D Secure step, shown here.
        var action = body && body.next_action && body.next_action.type;
        if (body && body.status === 'requires_action' && !action)
          return authenticate(body, clientSecret);
        return body;
      })
      .then(
        function (body) {
          if (body && body.error) return { error: body.error };
          if (body && body.object === 'payment_intent') return { paymentIntent: body };
          return {
            error: {
              type: 'api_error',
              message: 'Unexpected answer from the simulated Stripe API.',
            },
          };
        },
        function () {
          return {
            error: {
              type: 'api_connection_error',
              message: 'Could not reach the simulated Stripe API.',
            },
          };
        },
      )
      .then(function (result) {
        busy = false;
        root.removeAttribute('aria-busy');
        return result;
      });
  }

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.channel !== channel) return;
    var reply = function (result) {
      post({ type: 'result', requestId: data.requestId, result: result });
    };
    switch (data.type) {
      case 'submit': {
        var s = state();
        showErrors(s.problems);
        reply(
          s.complete ? { selectedPaymentMethod: selected } : { error: firstProblem(s.problems) },
        );
        break;
      }
      case 'confirm':
        confirm(data).then(reply);
        break;
      case 'intent':
        learnIntent(data.clientSecret);
        break;
      case 'update':
        readOnly = !!(data.options && data.options.readOnly);
        Object.keys(fields).forEach(function (name) {
          fields[name].readOnly = readOnly;
        });
        break;
      case 'focus':
        if (selected === 'card') fields.number.focus();
        break;
      case 'blur':
        if (document.activeElement && document.activeElement.blur) document.activeElement.blur();
        break;
      case 'clear':
        Object.keys(fields).forEach(function (name) {
          fields[name].value = '';
        });
        showErrors({});
        emitChange();
        break;
      default:
        break;
    }
  });

  // Stripe's order: 'ready' once rendered; 'change' only when the shopper changes something.
  select(selected, true);
  post({ type: 'ready' });
  post({ type: 'resize', height: contentHeight() });
})();
