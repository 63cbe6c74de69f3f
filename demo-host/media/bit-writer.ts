/**
 * A big-endian bit writer for H.264 syntax elements (ITU-T H.264 §7.2): fixed-width fields
 * u(n), Exp-Golomb codes ue(v) and se(v), and the rbsp trailing bits that end a NAL unit.
 *
 * @example
 * const bits = new BitWriter();
 * bits.ue(7); // slice_type I
 * bits.trailing();
 * bits.bytes(); // Uint8Array [0b0001_0001]
 */
export class BitWriter {
  private readonly out: number[] = [];
  private current = 0;
  private used = 0;

  /** u(n): the low `width` bits of `value`, most significant first (width ≤ 32). */
  u(width: number, value: number): this {
    for (let bit = width - 1; bit >= 0; bit -= 1) this.bit(Math.floor(value / 2 ** bit) % 2);
    return this;
  }

  /** ue(v): unsigned Exp-Golomb, `leadingZeros` zeros then value + 1 in binary. */
  ue(value: number): this {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`ue(v) of ${value}`);
    const coded = value + 1;
    const width = Math.floor(Math.log2(coded)) + 1;
    this.u(width - 1, 0);
    return this.u(width, coded);
  }

  /** se(v): signed Exp-Golomb (positive k → 2k − 1, negative k → −2k). */
  se(value: number): this {
    return this.ue(value > 0 ? 2 * value - 1 : -2 * value);
  }

  /** Whole bytes; the writer must be byte-aligned (I_PCM samples follow alignment bits). */
  raw(bytes: ArrayLike<number>): this {
    if (this.used !== 0) throw new Error('raw bytes need a byte-aligned writer');
    for (let index = 0; index < bytes.length; index += 1) this.out.push((bytes[index] ?? 0) & 0xff);
    return this;
  }

  get aligned(): boolean {
    return this.used === 0;
  }

  /** Zero bits up to the next byte boundary (pcm_alignment_zero_bit, cabac_alignment…). */
  alignWithZeros(): this {
    while (this.used !== 0) this.bit(0);
    return this;
  }

  /** rbsp_trailing_bits(): a stop bit 1, then zeros to the byte boundary. */
  trailing(): this {
    this.bit(1);
    return this.alignWithZeros();
  }

  bytes(): Uint8Array {
    if (this.used !== 0) throw new Error('the RBSP is not byte-aligned: call trailing()');
    return Uint8Array.from(this.out);
  }

  private bit(value: number): void {
    this.current = (this.current << 1) | (value & 1);
    this.used += 1;
    if (this.used === 8) {
      this.out.push(this.current);
      this.current = 0;
      this.used = 0;
    }
  }
}
