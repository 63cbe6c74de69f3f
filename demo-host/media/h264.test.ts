// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CODEC_STRING,
  MB_TYPE_I_PCM,
  NAL_TYPE,
  accessUnit,
  idrSlice,
  nalUnit,
  pictureParameterSet,
  sequenceParameterSet,
  type YuvFrame,
} from './h264';
import { BitReader, splitAnnexB, unescapeRbsp } from './inspect';

const SHAPE = { width: 32, height: 32, cropBottom: 8 };

function frame(width: number, height: number, seed: number): YuvFrame {
  // Includes zeros on purpose: the NAL layer, not the picture, must keep start codes out.
  const fill = (length: number, salt: number) =>
    Uint8Array.from({ length }, (_, i) =>
      (i * 7 + seed * 13 + salt) % 5 === 0 ? 0 : (i + salt) % 256,
    );
  const chroma = (width / 2) * (height / 2);
  return { width, height, y: fill(width * height, 1), cb: fill(chroma, 2), cr: fill(chroma, 3) };
}

/** No 00 00 0x (x ≤ 2) may occur inside a NAL unit: it would read as a start code. */
function hasStartCodeEmulation(nal: Uint8Array): boolean {
  for (let i = 0; i + 2 < nal.length; i += 1) {
    if (nal[i] === 0 && nal[i + 1] === 0 && (nal[i + 2] ?? 9) <= 2) return true;
  }
  return false;
}

describe('nalUnit', () => {
  it('writes the header byte and escapes 00 00 0x with an emulation prevention byte', () => {
    expect([...nalUnit(NAL_TYPE.aud, 0, Uint8Array.from([0x10]))]).toEqual([0x09, 0x10]);
    expect([
      ...nalUnit(NAL_TYPE.sps, 3, Uint8Array.from([0, 0, 1, 0, 0, 0, 0, 0, 3, 0, 0, 4])),
    ]).toEqual([0x67, 0, 0, 3, 1, 0, 0, 3, 0, 0, 3, 0, 3, 0, 0, 4]);
  });

  it('round-trips any payload through unescaping', () => {
    const payload = Uint8Array.from({ length: 2000 }, (_, i) => (i % 11 < 6 ? 0 : i % 4));
    const nal = nalUnit(NAL_TYPE.sliceIdr, 3, payload);
    expect(hasStartCodeEmulation(nal)).toBe(false);
    expect([...unescapeRbsp(nal.subarray(1))]).toEqual([...payload]);
  });
});

describe('parameter sets', () => {
  it('SPS: Constrained Baseline 3.0, size in macroblocks, bottom crop in pairs of rows', () => {
    const r = new BitReader(sequenceParameterSet({ width: 128, height: 80, cropBottom: 8 }));
    expect(r.u(8)).toBe(66);
    expect(r.u(8)).toBe(0xc0);
    expect(r.u(8)).toBe(30);
    expect(r.ue()).toBe(0); // sps id
    expect(r.ue()).toBe(0); // log2_max_frame_num_minus4
    expect(r.ue()).toBe(2); // pic_order_cnt_type
    expect(r.ue()).toBe(1); // max_num_ref_frames
    expect(r.u(1)).toBe(0);
    expect(r.ue() + 1).toBe(8); // width in macroblocks
    expect(r.ue() + 1).toBe(5); // height in macroblocks
    expect(r.u(1)).toBe(1); // frame_mbs_only_flag
    expect(r.u(1)).toBe(1);
    expect(r.u(1)).toBe(1); // frame_cropping_flag
    expect([r.ue(), r.ue(), r.ue(), r.ue()]).toEqual([0, 0, 0, 4]); // 80 − 2·4 = 72 rows
    expect(r.u(1)).toBe(0); // no VUI
    expect(r.u(1)).toBe(1); // rbsp_stop_one_bit
    expect(CODEC_STRING).toBe('avc1.42C01E');
  });

  it('PPS: CAVLC, one slice group, deblocking control present', () => {
    const r = new BitReader(pictureParameterSet());
    expect([r.ue(), r.ue(), r.u(1), r.u(1), r.ue(), r.ue(), r.ue(), r.u(1), r.u(2)]).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect([r.se(), r.se(), r.se()]).toEqual([0, 0, 0]);
    expect([r.u(1), r.u(1), r.u(1), r.u(1)]).toEqual([1, 0, 0, 1]); // …and the stop bit
  });
});

describe('idrSlice', () => {
  it('codes every macroblock as I_PCM with the picture’s samples, in raster order', () => {
    const picture = frame(32, 32, 1);
    const r = new BitReader(idrSlice(picture, 3));
    expect(r.ue()).toBe(0); // first_mb_in_slice
    expect(r.ue()).toBe(7); // slice_type I (all I)
    expect(r.ue()).toBe(0); // pps id
    expect(r.u(4)).toBe(0); // frame_num
    expect(r.ue()).toBe(3); // idr_pic_id
    expect([r.u(1), r.u(1)]).toEqual([0, 0]); // dec_ref_pic_marking
    expect(r.se()).toBe(0); // slice_qp_delta
    expect(r.ue()).toBe(1); // deblocking off
    for (let mb = 0; mb < 4; mb += 1) {
      const mbX = mb % 2;
      const mbY = Math.floor(mb / 2);
      expect(r.ue()).toBe(MB_TYPE_I_PCM);
      const before = r.bitPosition;
      r.align();
      expect(r.bitPosition - before).toBeLessThan(8);
      const luma = r.bytesAt(256);
      expect(luma[0]).toBe(picture.y[mbY * 16 * 32 + mbX * 16]);
      expect(luma[255]).toBe(picture.y[(mbY * 16 + 15) * 32 + mbX * 16 + 15]);
      const cb = r.bytesAt(64);
      const cr = r.bytesAt(64);
      expect(cb[9]).toBe(picture.cb[(mbY * 8 + 1) * 16 + mbX * 8 + 1]);
      expect(cr[63]).toBe(picture.cr[(mbY * 8 + 7) * 16 + mbX * 8 + 7]);
    }
    expect(r.u(8)).toBe(0x80); // rbsp_slice_trailing_bits
  });
});

describe('accessUnit', () => {
  it('is AUD, SPS, PPS and the IDR slice, with no start code inside any unit', () => {
    const units = splitAnnexB(accessUnit(frame(32, 32, 2), SHAPE, 0));
    expect(units.map((unit) => (unit[0] ?? 0) & 0x1f)).toEqual([9, 7, 8, 5]);
    expect(units.map((unit) => ((unit[0] ?? 0) >> 5) & 3)).toEqual([0, 3, 3, 3]);
    for (const unit of units) expect(hasStartCodeEmulation(unit)).toBe(false);
  });
});
