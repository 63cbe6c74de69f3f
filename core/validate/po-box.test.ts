import { describe, expect, it } from 'vitest';
import { looksLikePoBox, validateNotPoBox } from './po-box';

describe('looksLikePoBox', () => {
  it.each([
    'PO Box 123',
    'P.O. Box 123',
    'P. O. Box 123',
    'p.o.box 123',
    'POBox 12',
    'PO BOX 12',
    'P O Box 12',
    'Post Office Box 9',
    'POST OFFICE BOX 9',
    'Postal Box 9',
    'Post Box 9',
    'GPO Box 1234',
    'G.P.O. Box 1234',
    'PO Bin 44',
    'P.O.B. 12',
    'POB 12',
    'Box 44',
    'Box #44',
    'Unit 4, PO Box 55',
    '서울 중앙우체국 사서함 123호',
  ])('%j is a PO box', (street) => {
    expect(looksLikePoBox(street)).toBe(true);
  });

  it.each([
    '12 Box Hill Road',
    '4 Boxwood Lane',
    '100 Boxer Ave',
    '12 Post Road',
    '88 Post Street',
    '99 Poplar Blvd',
    '1 Apollo Way',
    '7 Pobrook Drive',
    '50 Polo Club Dr',
    '1600 Pennsylvania Ave NW',
    '77 Queen St W',
    'Flat 3, 10 Downing Street',
    '서울특별시 강남구 테헤란로 152',
    '',
  ])('%j is a street', (street) => {
    expect(looksLikePoBox(street)).toBe(false);
  });
});

describe('validateNotPoBox', () => {
  it('uses the specification’s message', () => {
    expect(validateNotPoBox('PO Box 77')).toEqual({
      ok: false,
      message: 'We do not accept PO Boxes',
    });
    expect(validateNotPoBox('77 Queen St W')).toEqual({ ok: true });
  });
});
