/**
 * A minimal MPEG-2 transport stream muxer (ISO/IEC 13818-1) for one H.264 video stream: PAT,
 * PMT, and each access unit as one PES packet with PTS and DTS, cut into 188-byte packets with
 * continuity counters, a PCR on the first packet of every PES, and adaptation-field stuffing in
 * the last one. What HLS players (hls.js, Safari) read from a .ts segment.
 */

export const TS_PACKET_SIZE = 188;
export const SYNC_BYTE = 0x47;
export const PAT_PID = 0x0000;
export const PMT_PID = 0x1000;
export const VIDEO_PID = 0x0100;
export const STREAM_TYPE_H264 = 0x1b;
/** 90 kHz: the clock of PTS, DTS and the PCR base. */
export const TS_CLOCK = 90_000;

const PAYLOAD_SIZE = TS_PACKET_SIZE - 4;
const PCR_FIELD_SIZE = 8; // adaptation_field_length, flags, 6 bytes of PCR

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let crc = n << 24;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000_0000 ? (crc << 1) ^ 0x04c1_1db7 : crc << 1;
    }
    table[n] = crc >>> 0;
  }
  return table;
})();

/** CRC-32/MPEG-2 (polynomial 0x04C11DB7, initial 0xFFFFFFFF, not reflected, no final XOR). */
export function crc32Mpeg(bytes: Uint8Array): number {
  let crc = 0xffff_ffff;
  for (const byte of bytes) {
    crc = ((crc << 8) ^ (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0;
  }
  return crc;
}

/** The continuity counter of every PID, carried from one segment to the next. */
export type ContinuityCounters = Map<number, number>;

interface PacketSpec {
  pid: number;
  /** payload_unit_start_indicator: a PES or a PSI section starts in this packet. */
  unitStart: boolean;
  payload: Uint8Array;
  /** Program clock reference base (90 kHz) to carry in the adaptation field. */
  pcr?: number;
}

function nextCounter(counters: ContinuityCounters, pid: number): number {
  const value = counters.get(pid) ?? 0;
  counters.set(pid, (value + 1) & 0x0f);
  return value;
}

function writePcr(out: Uint8Array, at: number, base: number): void {
  // 33-bit base, 6 reserved bits (1), 9-bit extension (0). Divisions, not shifts: > 32 bits.
  out[at] = Math.floor(base / 2 ** 25) & 0xff;
  out[at + 1] = Math.floor(base / 2 ** 17) & 0xff;
  out[at + 2] = Math.floor(base / 2 ** 9) & 0xff;
  out[at + 3] = Math.floor(base / 2) & 0xff;
  out[at + 4] = ((base % 2) << 7) | 0x7e;
  out[at + 5] = 0;
}

/** One 188-byte packet; an adaptation field carries the PCR and pads a short payload. */
function tsPacket(spec: PacketSpec, counters: ContinuityCounters): Uint8Array {
  const out = new Uint8Array(TS_PACKET_SIZE);
  const adaptation = PAYLOAD_SIZE - spec.payload.length;
  if (adaptation < 0 || (spec.pcr !== undefined && adaptation < PCR_FIELD_SIZE)) {
    throw new RangeError(`payload of ${spec.payload.length} bytes does not fit`);
  }
  out[0] = SYNC_BYTE;
  out[1] = (spec.unitStart ? 0x40 : 0) | ((spec.pid >> 8) & 0x1f);
  out[2] = spec.pid & 0xff;
  out[3] = (adaptation > 0 ? 0x30 : 0x10) | nextCounter(counters, spec.pid);
  if (adaptation > 0) {
    out[4] = adaptation - 1; // adaptation_field_length (0: the single stuffing byte case)
    if (adaptation > 1) {
      out[5] = spec.pcr === undefined ? 0x00 : 0x10; // PCR_flag
      let at = 6;
      if (spec.pcr !== undefined) {
        writePcr(out, at, spec.pcr);
        at += 6;
      }
      out.fill(0xff, at, 4 + adaptation); // stuffing_byte
    }
  }
  out.set(spec.payload, 4 + adaptation);
  return out;
}

/** A PSI table in the long section form (PAT or PMT): what differs between the two. */
interface PsiTable {
  tableId: number;
  /** transport_stream_id in a PAT, program_number in a PMT. */
  tableIdExtension: number;
  /** What follows last_section_number, up to the CRC. */
  body: readonly number[];
}

/**
 * A PSI section behind pointer_field 0, the packet padded with 0xFF: the long-form header,
 * whose section_length counts from after itself to the end of the CRC, then the body and CRC.
 */
function psiPacket(pid: number, table: PsiTable, counters: ContinuityCounters): Uint8Array {
  const sectionLength = 5 + table.body.length + 4; // header after length, body, CRC
  const section = Uint8Array.from([
    table.tableId,
    0xb0 | (sectionLength >> 8), // section_syntax_indicator, '0', reserved, length
    sectionLength & 0xff,
    table.tableIdExtension >> 8,
    table.tableIdExtension & 0xff,
    0xc1, // reserved, version 0, current_next_indicator
    0x00, // section_number
    0x00, // last_section_number
    ...table.body,
  ]);
  const withCrc = new Uint8Array(section.length + 4);
  withCrc.set(section);
  new DataView(withCrc.buffer).setUint32(section.length, crc32Mpeg(section));
  const payload = new Uint8Array(PAYLOAD_SIZE).fill(0xff);
  payload[0] = 0; // pointer_field
  payload.set(withCrc, 1);
  return tsPacket({ pid, unitStart: true, payload }, counters);
}

/** program_association_section: program 1 → PMT_PID. */
export function patPacket(counters: ContinuityCounters): Uint8Array {
  return psiPacket(
    PAT_PID,
    {
      tableId: 0x00,
      tableIdExtension: 0x0001, // transport_stream_id
      body: [
        0x00, // program_number 1
        0x01,
        0xe0 | (PMT_PID >> 8), // reserved, program_map_PID
        PMT_PID & 0xff,
      ],
    },
    counters,
  );
}

/** TS_program_map_section: one H.264 stream on VIDEO_PID, which also carries the PCR. */
export function pmtPacket(counters: ContinuityCounters): Uint8Array {
  return psiPacket(
    PMT_PID,
    {
      tableId: 0x02,
      tableIdExtension: 0x0001, // program_number 1
      body: [
        0xe0 | (VIDEO_PID >> 8), // reserved, PCR_PID
        VIDEO_PID & 0xff,
        0xf0, // reserved, program_info_length 0
        0x00,
        STREAM_TYPE_H264,
        0xe0 | (VIDEO_PID >> 8), // reserved, elementary_PID
        VIDEO_PID & 0xff,
        0xf0, // reserved, ES_info_length 0
        0x00,
      ],
    },
    counters,
  );
}

/** A 33-bit timestamp in the 5-byte PES form, behind a 4-bit prefix ('0011' PTS, '0001' DTS). */
function writeTimestamp(out: Uint8Array, at: number, prefix: number, value: number): void {
  const ts = value % 2 ** 33;
  out[at] = (prefix << 4) | ((Math.floor(ts / 2 ** 30) & 0x07) << 1) | 1;
  out[at + 1] = Math.floor(ts / 2 ** 22) & 0xff;
  out[at + 2] = ((Math.floor(ts / 2 ** 15) & 0x7f) << 1) | 1;
  out[at + 3] = Math.floor(ts / 2 ** 7) & 0xff;
  out[at + 4] = ((ts & 0x7f) << 1) | 1;
}

/** A video PES packet (stream_id 0xE0) with PTS and DTS in 90 kHz ticks. */
export function pesPacket(es: Uint8Array, pts: number, dts: number): Uint8Array {
  const headerLength = 10;
  const out = new Uint8Array(9 + headerLength + es.length);
  out.set([0x00, 0x00, 0x01, 0xe0]);
  const length = 3 + headerLength + es.length;
  // 0 = unbounded, allowed for video when a frame is larger than a PES length can say.
  const declared = length > 0xffff ? 0 : length;
  out[4] = declared >> 8;
  out[5] = declared & 0xff;
  out[6] = 0x84; // '10', not scrambled, data_alignment_indicator
  out[7] = 0xc0; // PTS_DTS_flags '11'
  out[8] = headerLength;
  writeTimestamp(out, 9, 0b0011, pts);
  writeTimestamp(out, 14, 0b0001, dts);
  out.set(es, 9 + headerLength);
  return out;
}

/** A PES cut into TS packets on `pid`: PCR on the first, stuffing in the last. */
export function packetize(
  pid: number,
  pes: Uint8Array,
  pcr: number,
  counters: ContinuityCounters,
): Uint8Array[] {
  const packets: Uint8Array[] = [];
  let offset = 0;
  while (offset < pes.length) {
    const first = offset === 0;
    const room = PAYLOAD_SIZE - (first ? PCR_FIELD_SIZE : 0);
    const payload = pes.subarray(offset, offset + room);
    packets.push(tsPacket({ pid, unitStart: first, payload, ...(first ? { pcr } : {}) }, counters));
    offset += payload.length;
  }
  return packets;
}

export interface TimedAccessUnit {
  /** Annex B bytes of one picture. */
  data: Uint8Array;
  /** Presentation and decoding time in 90 kHz ticks (equal: no reordering). */
  pts: number;
  dts: number;
}

/** A whole segment: PAT and PMT first (every segment can be decoded alone), then each picture. */
export function muxSegment(
  units: readonly TimedAccessUnit[],
  counters: ContinuityCounters,
): Uint8Array<ArrayBuffer> {
  const packets = [patPacket(counters), pmtPacket(counters)];
  for (const unit of units) {
    // The clock trails decoding by 100 ms: each picture arrives before it is due, as from a
    // real multiplexer.
    const pcr = Math.max(0, unit.dts - TS_CLOCK / 10);
    packets.push(...packetize(VIDEO_PID, pesPacket(unit.data, unit.pts, unit.dts), pcr, counters));
  }
  const out = new Uint8Array(packets.length * TS_PACKET_SIZE);
  packets.forEach((packet, index) => out.set(packet, index * TS_PACKET_SIZE));
  return out;
}
