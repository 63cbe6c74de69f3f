// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhanceFilterForm, filterUrl } from './filter-form';

describe('filterUrl', () => {
  it('builds the GET submission URL', () => {
    expect(
      filterUrl('/category/sofas?old=1', [
        ['sort', 'price-asc'],
        ['color', 'Blue'],
        ['color', 'Dark Grey'],
      ]),
    ).toBe('/category/sofas?sort=price-asc&color=Blue&color=Dark+Grey');
    expect(filterUrl('/category/sofas', [])).toBe('/category/sofas');
  });
});

describe('enhanceFilterForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('navigates on change to the action with the fields as the query', () => {
    document.body.innerHTML = `<form method="get" action="/blog?x=1"><select name="sort">
      <option value="newest">Newest</option><option value="oldest" selected>Oldest</option>
    </select></form>`;
    const form = document.querySelector('form') as HTMLFormElement;
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      origin: window.location.origin,
      pathname: '/blog',
      assign,
    } as Location);
    const controller = new AbortController();
    enhanceFilterForm(form, controller.signal);
    form.dispatchEvent(new Event('change', { bubbles: true }));
    expect(assign).toHaveBeenCalledWith('/blog?sort=oldest');
    controller.abort();
    form.dispatchEvent(new Event('change', { bubbles: true }));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('ignores a form that points to another origin', () => {
    document.body.innerHTML =
      '<form action="https://evil.example/x"><input name="q" value="1"></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      origin: window.location.origin,
      assign,
    } as Location);
    enhanceFilterForm(form, new AbortController().signal);
    form.dispatchEvent(new Event('change'));
    expect(assign).not.toHaveBeenCalled();
  });
});
