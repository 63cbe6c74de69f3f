// @vitest-environment happy-dom
/**
 * The CMS's contact, gift card and outlet forms: a submission the page lets through is heard on
 * the bus (tracking's form_submit) and identifies its writer to Klaviyo with the form's contact
 * fields; a prevented submit, or a form of another name, is neither.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { on } from '../../core/bus';
import { start } from './tracked-forms';

type KlaviyoWindow = Window & { _learnq?: unknown[] };

function form(name: string): HTMLFormElement {
  document.body.innerHTML = `<form data-rove-form="${name}">
    <input name="email" value="ana@rove.shop"><input name="firstname" value="Ana">
    <input name="phone" value="555 0100"><input name="message" value="Where is my sofa?">
    <input name="amount" value="150"><input name="recipient" value="Ben">
  </form>`;
  return document.querySelector('form') as HTMLFormElement;
}

const submit = (target: HTMLFormElement) =>
  target.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

beforeAll(() => start(document));
afterEach(() => {
  delete (window as KlaviyoWindow)._learnq;
  document.body.replaceChildren();
});

describe('tracked CMS forms', () => {
  it('a gift card form: the bus hears it and Klaviyo learns the contact fields', () => {
    const heard = vi.fn();
    const off = on('form-submitted', heard);
    const queue: unknown[] = [];
    (window as KlaviyoWindow)._learnq = queue;
    submit(form('giftcard'));
    off();
    expect(heard).toHaveBeenCalledWith({ form: 'giftcard' });
    expect(queue).toEqual([
      [
        'identify',
        {
          $first_name: 'Ana',
          $phone_number: '555 0100',
          amount: '150',
          recipient: 'Ben',
          $email: 'ana@rove.shop',
        },
      ],
    ]);
  });

  it('a submit the page prevented, or another form, is not a submission', () => {
    const heard = vi.fn();
    const off = on('form-submitted', heard);
    const contact = form('contact');
    contact.addEventListener('submit', (event) => event.preventDefault());
    submit(contact);
    submit(form('newsletter'));
    off();
    expect(heard).not.toHaveBeenCalled();
  });
});
