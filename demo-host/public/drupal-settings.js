/* global window, document, console */
// Demo stand-in for Drupal's inline `jQuery.extend(Drupal.settings, {...})`. The strict CSP
// forbids inline scripts, so this static script reads the JSON from its own data-settings
// attribute and publishes it as window.Drupal.settings (the legacy settings source, docs/architecture.md §3).
// It must be a classic, non-deferred script placed before the loader, like Drupal's.
(function () {
  var script = document.currentScript;
  var raw = script && script.getAttribute('data-settings');
  var settings = {};
  try {
    settings = raw ? JSON.parse(raw) : {};
  } catch (error) {
    console.warn('[demo-host] drupal-settings.js: data-settings is not JSON', error);
  }
  // Keep an existing plain Drupal object (other Drupal globals), never a clobbering DOM element.
  var existing = window.Drupal;
  var drupal =
    existing && typeof existing === 'object' && Object.getPrototypeOf(existing) === Object.prototype
      ? existing
      : {};
  drupal.settings = settings;
  window.Drupal = drupal;
})();
