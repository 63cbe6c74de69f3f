import { describe, expect, it } from 'vitest';
import {
  INITIAL_EMAIL_CART_STATE,
  MAX_EMAILS,
  addEmailInput,
  canAddEmail,
  checkEmails,
  emailCartPayload,
  emailCartReducer,
  removeEmailInput,
  type EmailCartAction,
  type EmailCartState,
} from './email-cart.logic';

const run = (actions: EmailCartAction[], from: EmailCartState = INITIAL_EMAIL_CART_STATE) =>
  actions.reduce(emailCartReducer, from);

describe('the list of address inputs', () => {
  it('holds at most 3 inputs (spec/marketing.md §9)', () => {
    expect(MAX_EMAILS).toBe(3);
    let inputs = [''];
    inputs = addEmailInput(inputs);
    inputs = addEmailInput(inputs);
    expect(inputs).toHaveLength(3);
    expect(canAddEmail(inputs)).toBe(false);
    expect(addEmailInput(inputs)).toHaveLength(3);
  });

  it('removes an extra input but never the first', () => {
    expect(removeEmailInput(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeEmailInput(['a', 'b'], 0)).toEqual(['a', 'b']);
    expect(removeEmailInput(['a'], 5)).toEqual(['a']);
  });
});

describe('checkEmails', () => {
  it('ignores blank entries (spec/marketing.md §5) and trims', () => {
    expect(checkEmails(['  ana@rove.shop ', '', '   '])).toEqual({
      kind: 'ok',
      emails: ['ana@rove.shop'],
    });
  });

  it('sends an address typed twice once', () => {
    expect(checkEmails(['ana@rove.shop', 'ANA@rove.shop', 'bo@rove.shop'])).toEqual({
      kind: 'ok',
      emails: ['ana@rove.shop', 'bo@rove.shop'],
    });
  });

  it('names every non-blank input that is not an address', () => {
    expect(checkEmails(['ana@', 'ok@rove.shop', 'nope'])).toEqual({
      kind: 'invalid',
      indexes: [0, 2],
    });
  });

  it('asks for at least one address when all are blank', () => {
    expect(checkEmails(['', ' '])).toEqual({ kind: 'none' });
    expect(checkEmails([])).toEqual({ kind: 'none' });
  });

  it('never reads more than 3 inputs', () => {
    expect(checkEmails(['a@rove.shop', 'b@rove.shop', 'c@rove.shop', 'd@rove.shop'])).toEqual({
      kind: 'ok',
      emails: ['a@rove.shop', 'b@rove.shop', 'c@rove.shop'],
    });
  });
});

describe('emailCartPayload', () => {
  const line = {
    nid: 1001,
    model: 'RC1001-IVB',
    title: 'Lounge Chair',
    url: '/product/lounge-chair',
    qty: 2,
    price: 699,
    memberPrice: 559,
  };

  it('carries the addresses, body, subscribe and the cart (spec/marketing.md §3, §7)', () => {
    expect(
      emailCartPayload({
        emails: ['ana@rove.shop'],
        message: '  For the living room  ',
        subscribe: true,
        cartId: 'c-42',
        currency: 'USD',
        memberPricing: false,
        lines: [line],
      }),
    ).toEqual({
      emails: ['ana@rove.shop'],
      body: 'For the living room',
      subscribe: true,
      cart_id: 'c-42',
      currency: 'USD',
      products: [
        {
          id: 1001,
          sku: 'RC1001-IVB',
          title: 'Lounge Chair',
          url: '/product/lounge-chair',
          qty: 2,
          price: 699,
        },
      ],
    });
  });

  it('prices lines at the member price when member pricing applies', () => {
    const payload = emailCartPayload({
      emails: ['a@rove.shop'],
      message: '',
      subscribe: false,
      cartId: null,
      currency: 'CAD',
      memberPricing: true,
      lines: [line],
    });
    expect(payload.products[0]?.price).toBe(559);
    expect(payload.cart_id).toBeNull();
    expect(payload.body).toBe('');
  });
});

describe('emailCartReducer', () => {
  it('toggles open and keeps what was typed across close and reopen', () => {
    const state = run([
      { type: 'toggle' },
      { type: 'type', index: 0, value: 'ana@rove.shop' },
      { type: 'toggle' },
      { type: 'toggle' },
    ]);
    expect(state.open).toBe(true);
    expect(state.inputs).toEqual(['ana@rove.shop']);
  });

  it('adds up to 3 inputs and removes extras with their error flags', () => {
    const state = run([{ type: 'add' }, { type: 'add' }, { type: 'add' }]);
    expect(state.inputs).toHaveLength(3);
    const refused = run(
      [
        { type: 'type', index: 1, value: 'bad' },
        { type: 'refused', check: { kind: 'invalid', indexes: [1] } },
      ],
      state,
    );
    expect(refused.invalid).toEqual([false, true, false]);
    const removed = run([{ type: 'remove', index: 1 }], refused);
    expect(removed.inputs).toEqual(['', '']);
    expect(removed.invalid).toEqual([false, false]);
  });

  it('clears a field’s error when it is typed in', () => {
    const state = run([
      { type: 'type', index: 0, value: 'x' },
      { type: 'refused', check: { kind: 'invalid', indexes: [0] } },
      { type: 'type', index: 0, value: 'x@' },
    ]);
    expect(state.invalid).toEqual([false]);
  });

  it('shows the form message when every input is blank', () => {
    expect(run([{ type: 'refused', check: { kind: 'none' } }]).formError).toBe('none');
  });

  it('locks the form while sending and after it is sent', () => {
    const sending = run([{ type: 'sending' }]);
    expect(sending.status).toBe('sending');
    expect(run([{ type: 'add' }, { type: 'type', index: 0, value: 'z' }], sending)).toBe(sending);
    expect(run([{ type: 'sending' }], sending)).toBe(sending);
    const sent = run([{ type: 'sent' }], sending);
    expect(sent.status).toBe('sent');
    expect(run([{ type: 'subscribe', value: true }], sent)).toBe(sent);
  });
});
