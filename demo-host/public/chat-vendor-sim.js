/* global window, document, setTimeout */
// SIMULATION of a live-chat vendor's page script, for the demo host only (seed 003 §4 'Live
// chat'). It implements the interface <rove-chat> expects (widgets/chat/chat-vendor.ts):
//   window.RoveChatVendor.start({account, name, email, existingOrder, orderNumber}, {onClose})
// and opens a small local chat window. Nothing leaves the page. Styles come from
// chat-vendor-sim.css (the demo's CSP allows no inline style).
(function () {
  'use strict';
  if (window.RoveChatVendor) return;
  var doc = document;
  var panel = null;
  var closeHandler = null;

  function el(tag, className, text) {
    var node = doc.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function addStyles() {
    if (doc.querySelector('link[data-chat-sim]')) return;
    var link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/demo-assets/chat-vendor-sim.css';
    link.setAttribute('data-chat-sim', '');
    doc.head.appendChild(link);
  }

  function say(log, who, text) {
    var line = el('p', 'chat-sim__line chat-sim__line--' + who);
    line.appendChild(el('strong', '', who === 'agent' ? 'Agent: ' : 'You: '));
    line.appendChild(doc.createTextNode(text));
    log.appendChild(line);
    log.scrollTop = log.scrollHeight;
  }

  function build(data) {
    var root = el('section', 'chat-sim');
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-label', 'Live chat (simulated vendor)');
    root.setAttribute('data-account', data.account);
    var head = el('header', 'chat-sim__head');
    head.appendChild(el('h2', 'chat-sim__title', 'Live chat'));
    var close = el('button', 'chat-sim__close', 'Close chat');
    close.type = 'button';
    close.addEventListener('click', function () {
      root.remove();
      panel = null;
      if (closeHandler) closeHandler();
    });
    head.appendChild(close);
    root.appendChild(head);
    root.appendChild(
      el('p', 'chat-sim__note', 'Simulated chat vendor (demo host). Account: ' + data.account),
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
    var order = data.existingOrder
      ? ' about your order' + (data.orderNumber ? ' #' + data.orderNumber : '')
      : '';
    say(
      log,
      'agent',
      'Hi ' +
        data.name +
        ', how can we help' +
        order +
        '? We will also reach you at ' +
        data.email +
        '.',
    );
    doc.body.appendChild(root);
    input.focus();
    return root;
  }

  window.RoveChatVendor = {
    start: function (data, options) {
      closeHandler = options && typeof options.onClose === 'function' ? options.onClose : null;
      addStyles();
      if (!panel || !panel.isConnected) panel = build(data);
      else panel.querySelector('input').focus();
    },
  };
})();
