/* global window, document, console, sessionStorage, location */
// Test-only (ROVE_TEST_ERROR_HOOK=1, demo-host/middleware/test-error-hook.ts): the first script
// of every page, recording what a shopper's browser would report as broken — uncaught errors,
// unhandled rejections, console.error calls and CSP violations — so a suite can read them in
// engines whose driver has no log endpoint (WebKitWebDriver). Records go to sessionStorage,
// which outlives the navigations a journey makes in its tab; a sandboxed frame (an opaque
// origin, no storage) keeps them in window.__roveTestErrors only.
(function () {
  'use strict';
  var KEY = 'rove-test-errors';
  var own = [];
  window.__roveTestErrors = own;

  function describe(value) {
    if (value && typeof value === 'object' && 'stack' in value && value.stack) {
      var stack = String(value.stack);
      var message = String(value.message || '');
      // Firefox's and WebKit's stacks leave the message out; Chromium's start with it.
      return stack.indexOf(message) === -1 ? message + '\n' + stack : stack;
    }
    try {
      return typeof value === 'string' ? value : JSON.stringify(value);
    } catch {
      return String(value);
    }
  }

  function record(kind, text) {
    var entry = kind + ': ' + text + ' [on ' + location.pathname + location.search + ']';
    own.push(entry);
    try {
      var stored = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      stored.push(entry);
      sessionStorage.setItem(KEY, JSON.stringify(stored));
    } catch {
      // No storage here (an opaque origin): the in-page list above is all there is.
    }
  }

  window.addEventListener('error', function (event) {
    var where = event.filename ? ' (' + event.filename + ':' + event.lineno + ')' : '';
    record('uncaught', (event.error ? describe(event.error) : event.message) + where);
  });
  window.addEventListener('unhandledrejection', function (event) {
    record('unhandled rejection', describe(event.reason));
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    record('csp', event.violatedDirective + ' ' + event.blockedURI);
  });
  var original = console.error;
  console.error = function () {
    var parts = [];
    for (var i = 0; i < arguments.length; i++) parts.push(describe(arguments[i]));
    record('console.error', parts.join(' '));
    return original.apply(console, arguments);
  };
})();
