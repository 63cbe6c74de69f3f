/* global window, document, setTimeout */
// SIMULATION of LiveChat's widget script (text.com) for the demo host only, written from
// docs/vendors/livechat.md. The real script is https://cdn.livechatinc.com/tracking.js: it reads
// window.__lc (license, group) and sets the handler `_h` of the `LiveChatWidget` queue the
// install snippet made; the snippet hands every entry on as `_h.apply(null, [name, args])` — two
// arguments — and the entries queued before load are handed on the same way. 'ready' fires once
// the widget has loaded (here a moment after this script ran), and a 'ready' handler registered
// after that is called at once. This one has a small local chat window: `call('maximize' |
// 'minimize' | 'hide' | 'destroy' | 'hide_greeting' | 'set_customer_name' | 'set_customer_email' |
// 'set_session_variables' | 'update_session_variables')`, `get('state' | 'customer_data' |
// 'chat_data')`, `on`/`once`/`off` ('ready', 'availability_changed', 'visibility_changed').
// Agents are online on weekdays 9–17 (the browser's time) unless the demo_chat_agents cookie says
// '1' or '0'. Everything it receives is recorded in window.__simulatedLiveChat.calls as
// [name, ...args] (functions left out; an entry of another shape as ['!malformed', …], and
// otherwise ignored: LiveChat documents nothing for it), and, for /demo/providers, by
// simulation-log.js. Nothing leaves the page. Styles: livechat.css (the demo's CSP allows no
// inline style).
(function () {
  'use strict';
  // The demo host's recorder (simulation-log.js, served ahead of this file); none when run alone.
  var demoLog = (window.__roveDemoSimulations || { record: function () {} }).record;
  var widget = window.LiveChatWidget;
  if (!widget || !Array.isArray(widget._q) || widget._h) return;
  var config = window.__lc || {};
  var doc = document;
  var record = (window.__simulatedLiveChat = {
    license: config.license,
    group: config.group,
    calls: [],
  });
  var listeners = {};
  var customer = {
    id: 'simulated-customer',
    name: '',
    email: '',
    isReturning: false,
    status: 'browsing',
    sessionVariables: {},
  };
  var visibility = 'minimized';
  var panel = null;
  var loaded = false;
  var destroyed = false;

  function availability() {
    var override = /(?:^|; )demo_chat_agents=([01])/.exec(doc.cookie);
    if (override) return override[1] === '1' ? 'online' : 'offline';
    var now = new Date();
    var day = now.getDay();
    var hour = now.getHours();
    return day >= 1 && day <= 5 && hour >= 9 && hour < 17 ? 'online' : 'offline';
  }

  function state() {
    return { availability: availability(), visibility: visibility };
  }

  function emit(event, payload) {
    (listeners[event] || []).slice().forEach(function (entry) {
      if (entry.once) off(event, entry.listener);
      entry.listener(payload);
    });
  }

  function off(event, listener) {
    listeners[event] = (listeners[event] || []).filter(function (entry) {
      return entry.listener !== listener;
    });
  }

  function el(tag, className, text) {
    var node = doc.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function say(log, who, text) {
    var line = el('p', 'chat-sim__line chat-sim__line--' + who);
    line.appendChild(el('strong', '', who === 'agent' ? 'Agent: ' : 'You: '));
    line.appendChild(doc.createTextNode(text));
    log.appendChild(line);
    log.scrollTop = log.scrollHeight;
  }

  function build() {
    var root = el('section', 'chat-sim');
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-label', 'LiveChat (simulated)');
    root.setAttribute('data-license', String(config.license));
    root.setAttribute('data-group', String(config.group === undefined ? '' : config.group));
    var head = el('header', 'chat-sim__head');
    head.appendChild(el('h2', 'chat-sim__title', 'Live chat'));
    var minimize = el('button', 'chat-sim__close', 'Minimize chat');
    minimize.type = 'button';
    minimize.addEventListener('click', function () {
      setVisibility('minimized');
    });
    head.appendChild(minimize);
    root.appendChild(head);
    root.appendChild(
      el(
        'p',
        'chat-sim__note',
        'Simulated LiveChat (demo host). Licence ' +
          config.license +
          (config.group === undefined ? '' : ', group ' + config.group) +
          '.',
      ),
    );
    var log = el('div', 'chat-sim__log');
    log.setAttribute('role', 'log');
    log.setAttribute('aria-live', 'polite');
    root.appendChild(log);
    var form = el('form', 'chat-sim__form');
    var label = el('label', 'chat-sim__label', 'Message');
    var input = el('input', 'chat-sim__input');
    input.name = 'message';
    input.autocomplete = 'off';
    label.appendChild(input);
    form.appendChild(label);
    var send = el('button', 'chat-sim__send', 'Send');
    send.type = 'submit';
    form.appendChild(send);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var text = input.value.trim();
      if (!text) return;
      say(log, 'you', text);
      input.value = '';
      setTimeout(function () {
        say(log, 'agent', 'Thanks! An agent will be with you shortly.');
      }, 400);
    });
    root.appendChild(form);
    var variables = customer.sessionVariables;
    var order =
      variables.existing_order === 'Yes'
        ? ' about your order' + (variables.order_number ? ' #' + variables.order_number : '')
        : '';
    say(
      log,
      'agent',
      'Hi ' +
        customer.name +
        ', how can we help' +
        order +
        '? We will also reach you at ' +
        customer.email +
        '.',
    );
    return root;
  }

  function setVisibility(next) {
    if (next === visibility) return;
    visibility = next;
    if (next === 'maximized') {
      if (!panel) panel = build();
      doc.body.appendChild(panel);
      panel.querySelector('input').focus();
    } else if (panel) {
      panel.remove();
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
    set_customer_name: function (name) {
      customer.name = String(name);
    },
    set_customer_email: function (email) {
      customer.email = String(email);
    },
    destroy: function () {
      setVisibility('hidden');
      destroyed = true;
    },
    hide_greeting: function () {},
    set_session_variables: function (variables) {
      customer.sessionVariables = Object.assign({}, variables);
    },
    update_session_variables: function (variables) {
      customer.sessionVariables = Object.assign({}, customer.sessionVariables, variables);
    },
  };

  var getters = {
    state: state,
    customer_data: function () {
      return customer;
    },
    chat_data: function () {
      return { chatId: 'simulated-chat', threadId: 'simulated-thread' };
    },
  };

  function listen(event, listener, once) {
    if (typeof listener !== 'function') return;
    if (event === 'ready' && loaded) {
      listener({ state: state(), customerData: customer });
      if (once) return;
    }
    (listeners[event] = listeners[event] || []).push({ listener: listener, once: once });
  }

  function note(call) {
    record.calls.push(call);
    demoLog('livechat', call);
  }

  // The snippet's handler: (name, args), as `_h.apply(null, [name, args])` passes them.
  function handle(name, args) {
    if (typeof name !== 'string' || !Array.isArray(args)) {
      note(['!malformed'].concat(JSON.parse(JSON.stringify([].slice.call(arguments)))));
      return undefined;
    }
    note([name].concat(JSON.parse(JSON.stringify(args.filter(notFunction)))));
    if (destroyed) return undefined;
    if (name === 'on' || name === 'once') return listen(args[0], args[1], name === 'once');
    if (name === 'off') return off(args[0], args[1]);
    if (name === 'get') return getters[args[0]] ? getters[args[0]]() : undefined;
    if (name === 'call' && methods[args[0]]) methods[args[0]].apply(null, args.slice(1));
    return undefined;
  }

  function notFunction(value) {
    return typeof value !== 'function';
  }

  if (!doc.querySelector('link[data-livechat-sim]')) {
    var link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/simulated/livechat/livechat.css';
    link.setAttribute('data-livechat-sim', '');
    doc.head.appendChild(link);
  }
  widget._h = handle;
  widget._q.splice(0).forEach(function (entry) {
    handle.apply(null, entry);
  });
  // The real widget loads its window and configuration first: ready comes a moment later.
  setTimeout(function () {
    loaded = true;
    emit('ready', { state: state(), customerData: customer });
  }, 50);
})();
