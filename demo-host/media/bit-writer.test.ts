// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BitWriter } from './bit-writer';
import { BitReader } from './inspect';

const bitsOf = (writer: BitWriter) =>
  [...writer.trailing().bytes()].map((byte) => byte.toString(2).padStart(8, '0')).join('');

describe('BitWriter', () => {
  it('writes Exp-Golomb codes as H.264 §9.1 tabulates them', () => {
    // ue: 0 → 1, 1 → 010, 2 → 011, 3 → 00100, 25 → 000011010 (I_PCM's mb_type)
    expect(bitsOf(new BitWriter().ue(0))).toBe('11000000');
    expect(bitsOf(new BitWriter().ue(1).ue(2))).toBe('01001110');
    expect(bitsOf(new BitWriter().ue(3))).toBe('00100100');
    expect(bitsOf(new BitWriter().ue(25))).toBe('0000110101000000');
    // se: 1 → 010, −1 → 011, 2 → 00100
    expect(bitsOf(new BitWriter().se(1).se(-1))).toBe('01001110');
    expect(bitsOf(new BitWriter().se(2))).toBe('00100100');
  });

  it('round-trips through an independent reader', () => {
    const values = [0, 1, 7, 25, 254, 255, 4096, 65535];
    const writer = new BitWriter().u(8, 0x42).u(4, 9);
    for (const value of values) writer.ue(value).se(-value);
    const reader = new BitReader(writer.trailing().bytes());
    expect(reader.u(8)).toBe(0x42);
    expect(reader.u(4)).toBe(9);
    for (const value of values) {
      expect(reader.ue()).toBe(value);
      expect(reader.se()).toBe(value === 0 ? 0 : -value);
    }
  });

  it('aligns with zero bits before raw bytes, and refuses raw bytes mid-byte', () => {
    const writer = new BitWriter().u(3, 0b111).alignWithZeros().raw([0xab]);
    expect([...writer.bytes()]).toEqual([0b1110_0000, 0xab]);
    expect(() => new BitWriter().u(1, 1).raw([1])).toThrow(/byte-aligned/);
    expect(() => new BitWriter().u(1, 1).bytes()).toThrow(/not byte-aligned/);
    expect(() => new BitWriter().ue(-1)).toThrow(RangeError);
  });
});
