import { BitWriter } from './bit-writer';

/**
 * The smallest H.264 encoder that real decoders accept: Constrained Baseline, every picture an
 * IDR whose every macroblock is I_PCM (mb_type 25: the samples are stored raw, no prediction,
 * no transform). Nothing to estimate or entropy-code, so it fits in a page of TypeScript and
 * produces byte-identical output on every run; the price is size (384 bytes per macroblock),
 * which is fine for a 128×80 demo clip. References are to ITU-T H.264 (08/2021).
 */

/** A YCbCr 4:2:0 picture, 8 bits per sample, dimensions in whole macroblocks. */
export interface YuvFrame {
  /** Coded width and height in luma samples (multiples of 16). */
  width: number;
  height: number;
  /** width × height luma samples, row by row. */
  y: Uint8Array;
  /** (width / 2) × (height / 2) samples each. */
  cb: Uint8Array;
  cr: Uint8Array;
}

export interface StreamShape {
  /** Coded size in luma samples (multiples of 16). */
  width: number;
  height: number;
  /** Rows cropped off the bottom (even: 4:2:0 crops in units of 2 rows), e.g. 80 → 72. */
  cropBottom: number;
}

export const NAL_TYPE = { sliceIdr: 5, sps: 7, pps: 8, aud: 9 } as const;

/** profile_idc 66 (Baseline) with constraint_set0 and set1: Constrained Baseline. */
export const PROFILE_IDC = 66;
export const CONSTRAINT_FLAGS = 0b1100_0000;
/** Level 3.0: far above what 128×80 at 5 fps needs, and what every MSE implementation accepts. */
export const LEVEL_IDC = 30;
/** The RFC 6381 codec string of this stream: avc1.PPCCLL. */
export const CODEC_STRING = `avc1.${[PROFILE_IDC, CONSTRAINT_FLAGS, LEVEL_IDC]
  .map((byte) => byte.toString(16).padStart(2, '0'))
  .join('')
  .toUpperCase()}`;

/** I_PCM's mb_type in an I slice (Table 7-11). */
export const MB_TYPE_I_PCM = 25;

/** seq_parameter_set_rbsp() §7.3.2.1.1, for one shape. */
export function sequenceParameterSet(shape: StreamShape): Uint8Array {
  const bits = new BitWriter()
    .u(8, PROFILE_IDC)
    .u(8, CONSTRAINT_FLAGS) // constraint_set0..5 flags and reserved_zero_2bits
    .u(8, LEVEL_IDC)
    .ue(0) // seq_parameter_set_id
    .ue(0) // log2_max_frame_num_minus4: frame_num is 4 bits (always 0: every picture is IDR)
    .ue(2) // pic_order_cnt_type 2: output order is decoding order, nothing in the slice header
    .ue(1) // max_num_ref_frames
    .u(1, 0) // gaps_in_frame_num_value_allowed_flag
    .ue(shape.width / 16 - 1) // pic_width_in_mbs_minus1
    .ue(shape.height / 16 - 1) // pic_height_in_map_units_minus1
    .u(1, 1) // frame_mbs_only_flag
    .u(1, 1); // direct_8x8_inference_flag
  if (shape.cropBottom > 0) {
    // frame_cropping_flag, then left, right, top, bottom offsets in CropUnitY = 2 rows (4:2:0).
    bits
      .u(1, 1)
      .ue(0)
      .ue(0)
      .ue(0)
      .ue(shape.cropBottom / 2);
  } else {
    bits.u(1, 0);
  }
  return bits
    .u(1, 0) // vui_parameters_present_flag
    .trailing()
    .bytes();
}

/** pic_parameter_set_rbsp() §7.3.2.2: CAVLC, no slice groups, deblocking controllable. */
export function pictureParameterSet(): Uint8Array {
  return new BitWriter()
    .ue(0) // pic_parameter_set_id
    .ue(0) // seq_parameter_set_id
    .u(1, 0) // entropy_coding_mode_flag: CAVLC (Baseline has no CABAC)
    .u(1, 0) // bottom_field_pic_order_in_frame_present_flag
    .ue(0) // num_slice_groups_minus1
    .ue(0) // num_ref_idx_l0_default_active_minus1
    .ue(0) // num_ref_idx_l1_default_active_minus1
    .u(1, 0) // weighted_pred_flag
    .u(2, 0) // weighted_bipred_idc
    .se(0) // pic_init_qp_minus26
    .se(0) // pic_init_qs_minus26
    .se(0) // chroma_qp_index_offset
    .u(1, 1) // deblocking_filter_control_present_flag: lets the slice switch deblocking off
    .u(1, 0) // constrained_intra_pred_flag
    .u(1, 0) // redundant_pic_cnt_present_flag
    .trailing()
    .bytes();
}

/** access_unit_delimiter_rbsp() §7.3.2.4: primary_pic_type 0 (I slices only). */
export function accessUnitDelimiter(): Uint8Array {
  return new BitWriter().u(3, 0).trailing().bytes();
}

/**
 * One IDR picture as a single slice of I_PCM macroblocks (slice_layer_without_partitioning_rbsp,
 * §7.3.2.8; slice_header §7.3.3; macroblock_layer §7.3.5). `idrPicId` must differ between
 * consecutive IDR pictures (§7.4.3).
 */
export function idrSlice(frame: YuvFrame, idrPicId: number): Uint8Array {
  const mbWidth = frame.width / 16;
  const mbHeight = frame.height / 16;
  const chromaWidth = frame.width / 2;
  const bits = new BitWriter()
    .ue(0) // first_mb_in_slice
    .ue(7) // slice_type 7: I, and every slice of the picture is I
    .ue(0) // pic_parameter_set_id
    .u(4, 0) // frame_num (log2_max_frame_num = 4): 0 in an IDR picture
    .ue(idrPicId % 65536) // idr_pic_id
    // pic_order_cnt_type 2: no POC fields. nal_ref_idc ≠ 0 → dec_ref_pic_marking() for IDR:
    .u(1, 0) // no_output_of_prior_pics_flag
    .u(1, 0) // long_term_reference_flag
    .se(0) // slice_qp_delta
    .ue(1); // disable_deblocking_filter_idc 1: raw samples stay exactly as drawn
  const luma = new Uint8Array(256);
  const chroma = new Uint8Array(64);
  for (let mbY = 0; mbY < mbHeight; mbY += 1) {
    for (let mbX = 0; mbX < mbWidth; mbX += 1) {
      bits.ue(MB_TYPE_I_PCM).alignWithZeros(); // mb_type, pcm_alignment_zero_bit…
      for (let row = 0; row < 16; row += 1) {
        const start = (mbY * 16 + row) * frame.width + mbX * 16;
        luma.set(frame.y.subarray(start, start + 16), row * 16);
      }
      bits.raw(luma); // pcm_sample_luma[256]
      for (const plane of [frame.cb, frame.cr]) {
        for (let row = 0; row < 8; row += 1) {
          const start = (mbY * 8 + row) * chromaWidth + mbX * 8;
          chroma.set(plane.subarray(start, start + 8), row * 8);
        }
        bits.raw(chroma); // pcm_sample_chroma: Cb's 64 then Cr's 64
      }
    }
  }
  return bits.trailing().bytes(); // rbsp_slice_trailing_bits
}

/**
 * The NAL unit of an RBSP: the one-byte header, then the payload with emulation_prevention_three_byte
 * inserted wherever two zero bytes are followed by a byte ≤ 3 (§7.4.1), so no start code can
 * appear inside it.
 *
 * @example nalUnit(NAL_TYPE.aud, 0, accessUnitDelimiter()) // Uint8Array [0x09, 0x10]
 */
export function nalUnit(type: number, refIdc: number, rbsp: Uint8Array): Uint8Array {
  const out: number[] = [((refIdc & 3) << 5) | (type & 31)];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

const START_CODE = [0, 0, 0, 1];

/** NAL units in the Annex B byte stream format: each behind a four-byte start code. */
export function annexB(units: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(units.reduce((sum, unit) => sum + START_CODE.length + unit.length, 0));
  let offset = 0;
  for (const unit of units) {
    out.set(START_CODE, offset);
    out.set(unit, offset + START_CODE.length);
    offset += START_CODE.length + unit.length;
  }
  return out;
}

/**
 * One access unit: delimiter, parameter sets (repeated in every picture so that any segment,
 * and any picture, can start decoding), and the IDR slice.
 */
export function accessUnit(frame: YuvFrame, shape: StreamShape, index: number): Uint8Array {
  return annexB([
    nalUnit(NAL_TYPE.aud, 0, accessUnitDelimiter()),
    nalUnit(NAL_TYPE.sps, 3, sequenceParameterSet(shape)),
    nalUnit(NAL_TYPE.pps, 3, pictureParameterSet()),
    nalUnit(NAL_TYPE.sliceIdr, 3, idrSlice(frame, index)),
  ]);
}
