import { describe, expect, it } from 'vitest';
import { contactProfile } from './contact-profile.logic';

describe('contactProfile', () => {
  it('names the specification’s contact fields as Klaviyo does, the rest by the specification’s names', () => {
    expect(
      contactProfile({
        name: 'Ana Lee',
        firstname: 'Ana',
        lastname: 'Lee',
        phone: ' 555 0100 ',
        mobile_phone: '555 0199',
        country: 'CA',
        company: 'Studio A',
        swatches: ['12', '14'],
        amount: 150,
        sender: 'Ana',
        recipient: 'Ben',
      }),
    ).toEqual({
      name: 'Ana Lee',
      $first_name: 'Ana',
      $last_name: 'Lee',
      $phone_number: '555 0100',
      mobile_phone: '555 0199',
      $country: 'CA',
      $organization: 'Studio A',
      swatches: '12, 14',
      amount: '150',
      sender: 'Ana',
      recipient: 'Ben',
    });
  });

  it('leaves out blanks, other fields and anything that is not text', () => {
    expect(
      contactProfile({ firstname: '  ', company: '', message: 'Hello', phone: { x: 1 } }),
    ).toEqual({});
  });
});
