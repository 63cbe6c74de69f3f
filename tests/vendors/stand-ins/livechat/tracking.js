/* global window, document, setTimeout */
// STAND-IN for LiveChat's tracking.js, written from docs/vendors/livechat.md only (not from the
// demo host's simulation nor from our adapter), for the contract tests. What it does is what
// the contract says the real script does:
//   - reads window.__lc (license, group) and takes over the snippet's LiveChatWidget queue by
//     setting its handler `_h`, which the snippet calls SPREAD: `_h.apply(null, entry)`, i.e.
//     `_h('call', ['maximize'])`; the entries waiting in `_q` are replayed the same way, in order;
//   - answers `on` / `once` / `off`, `call('maximize' | 'minimize' | 'hide' | 'destroy' |
//     'set_customer_name' | 'set_customer_email' | 'set_session_variables' |
//     'update_session_variables')` and `get('state' | 'customer_data' | 'chat_data')`;
//   - becomes ready asynchronously (the real one fetches its configuration first): `ready`
//     with { state, customerData }; a `ready` handler added later runs at once;
//   - `visibility_changed` { visibility } on every change after ready, by the API or by the
//     shopper (its window's "Minimize" button).
// Inferred where the contract is silent: calls received before ready change the state without
// events (the widget is not there yet), so `ready` reports the visibility they left; an entry
// of any other shape is ignored (it is recorded as malformed).
// Everything `_h` receives is recorded as [name, ...args] (functions as "[function]"; any other
// shape as ['!malformed', …]) in window.__liveChatStandIn.received, mirrored on <html
// data-livechat-stand-in="[…]"> for tests that read the DOM. A test may set, before the script
// runs, window.__liveChatStandIn = { availability: 'offline' } (agents away;
// also <html data-livechat-stand-in-availability="offline">), { …, ready: false } (never
// ready) or { …, refuse: 'maximize' } (that call throws, as a refused call would).
(function () {
  'use strict';
  var widget = window.LiveChatWidget;
  if (!widget || typeof widget !== 'object' || !Array.isArray(widget._q) || widget._h) return;
  var config = window.__lc || {};
  var root = document.documentElement;
  var preset = window.__liveChatStandIn;
  var record = (window.__liveChatStandIn = preset && typeof preset === 'object' ? preset : {});
  if (!Array.isArray(record.received)) record.received = [];
  var neverReady = record.ready === false;
  record.license = config.license === undefined ? null : config.license;
  record.group = config.group === undefined ? null : config.group;
  record.ready = false;
  var listeners = {};
  var ready = false;
  var visibility = 'minimized';
  var customer = {
    id: 'stand-in-customer',
    name: '',
    email: '',
    isReturning: false,
    status: 'browsing',
    sessionVariables: {},
  };
  var panel = null;

  function availability() {
    return record.availability === 'offline' ||
      root.getAttribute('data-livechat-stand-in-availability') === 'offline'
      ? 'offline'
      : 'online';
  }

  function state() {
    return { availability: availability(), visibility: visibility };
  }

  function plain(value) {
    if (typeof value === 'function') return '[function]';
    if (Array.isArray(value)) return value.map(plain);
    if (value && typeof value === 'object') {
      var copy = {};
      Object.keys(value).forEach(function (key) {
        copy[key] = plain(value[key]);
      });
      return copy;
    }
    return value;
  }

  function save() {
    record.ready = ready;
    root.setAttribute('data-livechat-stand-in', JSON.stringify(record.received));
  }

  function emit(event, payload) {
    (listeners[event] || []).slice().forEach(function (entry) {
      if (entry.once) off(event, entry.handler);
      entry.handler(payload);
    });
  }

  function off(event, handler) {
    listeners[event] = (listeners[event] || []).filter(function (entry) {
      return entry.handler !== handler;
    });
  }

  function show() {
    if (panel) return;
    panel = document.createElement('section');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'LiveChat (stand-in)');
    // CSSOM, not a style attribute: the page's policy allows no inline style.
    panel.style.position = 'fixed';
    panel.style.insetBlockEnd = '1rem';
    panel.style.insetInlineEnd = '1rem';
    panel.style.zIndex = '2147483000';
    panel.style.background = '#fff';
    panel.style.border = '1px solid #000';
    panel.style.padding = '1rem';
    var greeting = document.createElement('p');
    var variables = customer.sessionVariables;
    greeting.textContent =
      'Chatting with ' +
      customer.name +
      ' <' +
      customer.email +
      '>; existing order: ' +
      (variables.existing_order || '') +
      (variables.order_number ? ' #' + variables.order_number : '');
    panel.appendChild(greeting);
    var minimize = document.createElement('button');
    minimize.type = 'button';
    minimize.textContent = 'Minimize';
    minimize.addEventListener('click', function () {
      setVisibility('minimized');
    });
    panel.appendChild(minimize);
    document.body.appendChild(panel);
  }

  function setVisibility(next) {
    if (next === visibility) return;
    visibility = next;
    if (!ready) return;
    if (next === 'maximized') show();
    else if (panel) {
      panel.remove();
      panel = null;
    }
    emit('visibility_changed', { visibility: next });
  }

  var methods = {
    maximize: function () {
      setVisibility('maximized');
    },
    minimize: function () {
      setVisibility('minimized');
    },
    hide: function () {
      setVisibility('hidden');
    },
    destroy: function () {
      setVisibility('hidden');
      listeners = {};
    },
    set_customer_name: function (name) {
      customer.name = String(name);
    },
    set_customer_email: function (email) {
      customer.email = String(email);
    },
    set_session_variables: function (variables) {
      customer.sessionVariables = Object.assign({}, variables);
    },
    update_session_variables: function (variables) {
      customer.sessionVariables = Object.assign({}, customer.sessionVariables, variables);
    },
  };

  function handler(name, args) {
    if (arguments.length !== 2 || typeof name !== 'string' || !Array.isArray(args)) {
      record.received.push(['!malformed'].concat(plain(Array.prototype.slice.call(arguments))));
      save();
      return undefined;
    }
    record.received.push([name].concat(plain(args)));
    save();
    var event = args[0];
    if (name === 'on' || name === 'once') {
      if (typeof args[1] !== 'function') return undefined;
      if (event === 'ready' && ready) {
        args[1]({ state: state(), customerData: customer });
        if (name === 'once') return undefined;
      }
      (listeners[event] = listeners[event] || []).push({ handler: args[1], once: name === 'once' });
      return undefined;
    }
    if (name === 'off') return off(event, args[1]);
    if (name === 'get') {
      if (event === 'state') return state();
      if (event === 'customer_data') return customer;
      if (event === 'chat_data') return { chatId: 'stand-in-chat', threadId: 'stand-in-thread' };
      return undefined;
    }
    if (name === 'call' && event === record.refuse)
      throw new Error('[LiveChatWidget] stand-in refused ' + event);
    if (name === 'call' && Object.prototype.hasOwnProperty.call(methods, event))
      methods[event].apply(null, args.slice(1));
    return undefined;
  }

  widget._h = handler;
  widget._q.splice(0).forEach(function (entry) {
    handler.apply(null, entry);
  });
  save();
  setTimeout(function () {
    if (neverReady) return;
    ready = true;
    if (visibility === 'maximized') show();
    save();
    emit('ready', { state: state(), customerData: customer });
  }, 20);
})();
