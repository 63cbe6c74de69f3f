// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { start } from './password-reset';

// Drupal 7's user_pass form, as /user/password renders it (demo-host/templates/user-pages.ts).
const FORM = `<form action="/user/password" method="post" id="user-pass"><div>
<label for="edit-name">Username or e-mail address</label>
<input type="text" id="edit-name" name="name" value="">
<input type="submit" id="edit-submit" name="op" value="E-mail new password">
</div></form>`;

const parts = () => ({
  form: document.querySelector<HTMLFormElement>('#user-pass')!,
  input: document.querySelector<HTMLInputElement>('#edit-name')!,
  button: document.querySelector<HTMLInputElement>('#edit-submit')!,
});

function submit(form: HTMLFormElement): boolean {
  const event = new Event('submit', { cancelable: true, bubbles: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = FORM;
  start(document);
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('password reset (spec/shell.md §5)', () => {
  it('refuses an invalid address with the specification’s message tied to the field, and restores the button', () => {
    const { form, input, button } = parts();
    input.value = 'ana@';
    expect(submit(form)).toBe(true);
    const error = document.getElementById(input.getAttribute('aria-describedby')!)!;
    expect(error.textContent).toBe('Enter a valid e-mail address');
    expect(error.hidden).toBe(false);
    expect(error.getAttribute('role')).toBe('alert');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(button.value).toBe('E-mail new password');
    expect(button.disabled).toBe(false);
  });

  it('refuses an empty field the same way', () => {
    const { form } = parts();
    expect(submit(form)).toBe(true);
    expect(document.querySelector('[role=alert]')?.textContent).toBe(
      'Enter a valid e-mail address',
    );
  });

  it('lets a valid address post natively (trimmed), then reads Please wait and blocks a second submit', () => {
    const { form, input, button } = parts();
    input.value = '  casey@example.com ';
    expect(submit(form)).toBe(false);
    expect(input.value).toBe('casey@example.com');
    // Unchanged while the browser reads the form: the input's value is Drupal's posted `op`.
    expect(button.value).toBe('E-mail new password');
    expect(button.disabled).toBe(false);
    vi.runAllTimers();
    expect(button.value).toBe('Please wait');
    expect(button.disabled).toBe(true);
    expect(submit(form)).toBe(true);
  });

  it('stays usable when another script of the page stops the submit', () => {
    const { form, input, button } = parts();
    form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
    input.value = 'casey@example.com';
    expect(submit(form)).toBe(true);
    vi.runAllTimers();
    expect(button.value).toBe('E-mail new password');
    expect(submit(form)).toBe(false);
  });

  it('clears the message once the shopper edits, and after a failure a valid address goes through', () => {
    const { form, input } = parts();
    input.value = 'nope';
    submit(form);
    input.value = 'casey@example.com';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(document.querySelector<HTMLElement>('[role=alert]')!.hidden).toBe(true);
    expect(submit(form)).toBe(false);
  });

  it('restores the button when Back brings the page from the back/forward cache', () => {
    const { form, input, button } = parts();
    input.value = 'casey@example.com';
    submit(form);
    vi.runAllTimers();
    const pageshow = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(pageshow, 'persisted', { value: true });
    window.dispatchEvent(pageshow);
    expect(button.value).toBe('E-mail new password');
    expect(button.disabled).toBe(false);
    expect(submit(form)).toBe(false);
  });

  it('works with a <button> and keeps an existing aria-describedby; starts once', () => {
    document.body.innerHTML = `<form id="user-pass"><p id="hint">hint</p>
      <input name="name" aria-describedby="hint"><button type="submit">Submit</button></form>`;
    start(document);
    start(document);
    const form = document.querySelector<HTMLFormElement>('#user-pass')!;
    const input = form.querySelector('input')!;
    const button = form.querySelector('button')!;
    expect(input.getAttribute('aria-describedby')).toMatch(/^hint \S+$/);
    expect(form.querySelectorAll('[role=alert]')).toHaveLength(1);
    input.value = 'x';
    submit(form);
    expect(button.textContent).toBe('Submit');
    input.value = 'x@example.com';
    submit(form);
    vi.runAllTimers();
    expect(button.textContent).toBe('Please wait');
  });

  it('does nothing on a page without the form', () => {
    document.body.innerHTML = '<form id="other"><input name="name"></form>';
    expect(() => start(document)).not.toThrow();
  });
});
