import { describe, expect, it } from 'vitest';
import { chatPanelReducer, initialChatPanel, type ChatPanelAction } from './chat-panel.logic';
import type { PrechatData } from './chat.logic';

const run = (open: boolean, ...actions: ChatPanelAction[]) =>
  actions.reduce(chatPanelReducer, initialChatPanel(open));

const DATA: PrechatData = {
  name: 'Ana Lee',
  email: 'ana@rove.shop',
  existingOrder: false,
  orderNumber: '',
  account: 'main',
};

describe('the chat panel', () => {
  it('starts as an empty form, open only when restored open', () => {
    expect(initialChatPanel(false)).toMatchObject({ open: false, status: 'form', sent: null });
    expect(initialChatPanel(true).open).toBe(true);
    expect(initialChatPanel(false).availability).toBe('unknown');
  });

  it('opens and closes', () => {
    expect(run(false, { type: 'opened' }).open).toBe(true);
    expect(run(true, { type: 'closed' }).open).toBe(false);
  });

  it('keeps what is typed, and an edited field loses its message while the others keep theirs', () => {
    const state = run(
      true,
      { type: 'checked', errors: { name: 'Enter your name.', email: 'Enter your email.' } },
      { type: 'changed', field: 'name', value: 'Ana' },
    );
    expect(state.values.name).toBe('Ana');
    expect(state.errors).toEqual({ email: 'Enter your email.' });
  });

  it('confirms by email, or hands over to the vendor’s window and closes', () => {
    const sending = run(true, { type: 'sent', data: DATA }, { type: 'sending' });
    expect(sending).toMatchObject({ status: 'sending', sent: DATA, open: true });
    expect(run(true, { type: 'confirmed' })).toMatchObject({ status: 'confirmed', open: true });
    expect(chatPanelReducer(sending, { type: 'chatting' })).toMatchObject({
      status: 'chatting',
      open: false,
      sent: DATA,
    });
  });

  it('shows the availability the check answered', () => {
    expect(run(false, { type: 'availability', availability: 'available' }).availability).toBe(
      'available',
    );
  });
});
