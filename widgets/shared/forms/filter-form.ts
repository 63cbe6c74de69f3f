import { resolveAllowedUrl } from '../../../core/sanitize/safe-url';

/**
 * Where a GET filter form leads: its action with its fields as the query, as a GET submission
 * would (the form works without JS; the elements only submit it as soon as a control changes).
 *
 * @example filterUrl('/category/sofas', [['sort', 'price-asc'], ['color', 'Blue']]) // '/category/sofas?sort=price-asc&color=Blue'
 */
export function filterUrl(action: string, fields: Iterable<readonly [string, string]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of fields) params.append(name, value);
  const query = params.toString();
  return `${action.replace(/[?#].*$/, '')}${query ? `?${query}` : ''}`;
}

/**
 * Submits a filter form by navigating to its action with its fields as the query, on submit and
 * as soon as a control changes (same-origin actions only; anything else is left alone).
 * Listeners end with `signal`.
 *
 * @example enhanceFilterForm(host.querySelector('form.rove-scroller-filters'), controller.signal)
 */
export function enhanceFilterForm(form: HTMLFormElement, signal: AbortSignal): void {
  const go = () => {
    const fields: [string, string][] = [];
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string') fields.push([name, value]);
    }
    const target = resolveAllowedUrl(form.getAttribute('action') ?? location.pathname, {
      origin: location.origin,
    });
    if (!target || target.origin !== location.origin) return;
    location.assign(filterUrl(target.pathname, fields));
  };
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      go();
    },
    { signal },
  );
  form.addEventListener('change', go, { signal });
}
