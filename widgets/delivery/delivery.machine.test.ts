import { describe, expect, it } from 'vitest';
import { deliveryReducer, type DeliveryState } from './delivery.machine';

const closed: DeliveryState = {
  open: false,
  postal: 'SW1A 1AA',
  busy: false,
  error: null,
  label: 'London',
  restrictedMessage: null,
};

describe('deliveryReducer', () => {
  it('opens the dialog without the last message, and closing it ends a check', () => {
    const opened = deliveryReducer({ ...closed, error: 'Error response.' }, { type: 'opened' });
    expect(opened).toEqual({ ...closed, open: true, error: null });
    const checking = deliveryReducer(opened, { type: 'check-started' });
    expect(deliveryReducer(checking, { type: 'closed' })).toMatchObject({
      open: false,
      busy: false,
    });
  });

  it('keeps what was typed beside the message that refused it', () => {
    const typed = deliveryReducer({ ...closed, open: true }, { type: 'typed', postal: 'nope' });
    const checking = deliveryReducer(typed, { type: 'check-started' });
    const refused = deliveryReducer(checking, { type: 'refused', message: 'Error response.' });
    expect(refused).toMatchObject({ postal: 'nope', busy: false, error: 'Error response.' });
  });

  it('closes on a saved destination and shows the destination it is told', () => {
    const checking = { ...closed, open: true, busy: true };
    expect(deliveryReducer(checking, { type: 'saved' })).toMatchObject({
      open: false,
      busy: false,
    });
    const destination = { postal: 'EC1A 1BB', label: 'City', restrictedMessage: 'Fragile' };
    expect(deliveryReducer(closed, { type: 'destination-shown', destination })).toEqual({
      ...closed,
      ...destination,
    });
  });
});
