/**
 * Prints the page's settings as the CMS does — a JSON script `#rove-settings` in the head — in
 * place of any printed before; the settings module reads it on first use (`resetSettings()`
 * between tests).
 */
export function printSettings(settings: object): void {
  document.head.innerHTML = `<script type="application/json" id="rove-settings">${JSON.stringify(settings)}</script>`;
}
