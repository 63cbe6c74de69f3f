/**
 * Reads the generated stream back — TS packets, PES packets, NAL units, Exp-Golomb fields —
 * independently of the writer, so the tests check the bytes against the standards rather than
 * against the code that produced them.
 */

export interface TsPacketInfo {
  pid: number;
  unitStart: boolean;
  counter: number;
  hasPayload: boolean;
  /** Adaptation field bytes after its length byte (empty when there is none). */
  adaptation: Uint8Array | null;
  payload: Uint8Array;
}

/** Splits a segment into packets; throws on a wrong size or a missing sync byte. */
export function readTsPackets(segment: Uint8Array): TsPacketInfo[] {
  if (segment.length % 188 !== 0) throw new Error(`${segment.length} is not a multiple of 188`);
  const packets: TsPacketInfo[] = [];
  for (let at = 0; at < segment.length; at += 188) {
    const packet = segment.subarray(at, at + 188);
    if (packet[0] !== 0x47) throw new Error(`no sync byte at ${at}`);
    const b1 = packet[1] ?? 0;
    const b3 = packet[3] ?? 0;
    const control = (b3 >> 4) & 3;
    let offset = 4;
    let adaptation: Uint8Array | null = null;
    if (control & 2) {
      const length = packet[4] ?? 0;
      adaptation = packet.subarray(5, 5 + length);
      offset = 5 + length;
    }
    packets.push({
      pid: ((b1 & 0x1f) << 8) | (packet[2] ?? 0),
      unitStart: (b1 & 0x40) !== 0,
      counter: b3 & 0x0f,
      hasPayload: (control & 1) !== 0,
      adaptation,
      payload: control & 1 ? packet.subarray(offset) : new Uint8Array(0),
    });
  }
  return packets;
}

/** The PCR base of an adaptation field, if it has one. */
export function readPcr(adaptation: Uint8Array | null): number | null {
  if (!adaptation || adaptation.length < 7 || !((adaptation[0] ?? 0) & 0x10)) return null;
  const b = (i: number) => adaptation[i] ?? 0;
  return b(1) * 2 ** 25 + b(2) * 2 ** 17 + b(3) * 2 ** 9 + b(4) * 2 + (b(5) >> 7);
}

/** The payloads of one PID joined into units, each starting at a payload_unit_start packet. */
export function joinUnits(packets: readonly TsPacketInfo[], pid: number): Uint8Array[] {
  const units: number[][] = [];
  for (const packet of packets) {
    if (packet.pid !== pid || !packet.hasPayload) continue;
    if (packet.unitStart) units.push([]);
    units.at(-1)?.push(...packet.payload);
  }
  return units.map((unit) => Uint8Array.from(unit));
}

function readTimestamp(bytes: Uint8Array, at: number): number {
  const b = (i: number) => bytes[at + i] ?? 0;
  return (
    ((b(0) >> 1) & 7) * 2 ** 30 +
    b(1) * 2 ** 22 +
    (b(2) >> 1) * 2 ** 15 +
    b(3) * 2 ** 7 +
    (b(4) >> 1)
  );
}

export interface PesInfo {
  streamId: number;
  declaredLength: number;
  pts: number | null;
  dts: number | null;
  data: Uint8Array;
}

export function readPes(unit: Uint8Array): PesInfo {
  if (unit[0] !== 0 || unit[1] !== 0 || unit[2] !== 1) throw new Error('no PES start code');
  const flags = unit[7] ?? 0;
  const headerLength = unit[8] ?? 0;
  return {
    streamId: unit[3] ?? 0,
    declaredLength: ((unit[4] ?? 0) << 8) | (unit[5] ?? 0),
    pts: flags & 0x80 ? readTimestamp(unit, 9) : null,
    dts: flags & 0x40 ? readTimestamp(unit, 14) : null,
    data: unit.subarray(9 + headerLength),
  };
}

/** NAL units of an Annex B stream (start codes of 3 or 4 bytes), still escaped. */
export function splitAnnexB(stream: Uint8Array): Uint8Array[] {
  const starts: number[] = [];
  for (let i = 0; i + 2 < stream.length; i += 1) {
    if (stream[i] === 0 && stream[i + 1] === 0 && stream[i + 2] === 1) {
      starts.push(i + 3);
      i += 2;
    }
  }
  return starts.map((start, index) => {
    let end = index + 1 < starts.length ? (starts[index + 1] ?? stream.length) - 3 : stream.length;
    while (end > start && stream[end - 1] === 0) end -= 1; // a 4-byte start code's leading zero
    return stream.subarray(start, end);
  });
}

/** Removes emulation_prevention_three_byte: 00 00 03 → 00 00. */
export function unescapeRbsp(nal: Uint8Array): Uint8Array {
  const out: number[] = [];
  let zeros = 0;
  for (const byte of nal) {
    if (zeros >= 2 && byte === 3) {
      zeros = 0;
      continue;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

/** Reads u(n), ue(v) and se(v), most significant bit first. */
export class BitReader {
  private position = 0;

  constructor(private readonly bytes: Uint8Array) {}

  get bitPosition(): number {
    return this.position;
  }

  u(width: number): number {
    let value = 0;
    for (let i = 0; i < width; i += 1) {
      const byte = this.bytes[this.position >> 3] ?? 0;
      value = value * 2 + ((byte >> (7 - (this.position & 7))) & 1);
      this.position += 1;
    }
    return value;
  }

  ue(): number {
    let zeros = 0;
    while (this.u(1) === 0) zeros += 1;
    return 2 ** zeros - 1 + this.u(zeros);
  }

  se(): number {
    const code = this.ue();
    if (code === 0) return 0;
    return code % 2 === 1 ? (code + 1) / 2 : -code / 2;
  }

  align(): void {
    this.position = Math.ceil(this.position / 8) * 8;
  }

  bytesAt(count: number): Uint8Array {
    const start = this.position >> 3;
    this.position += count * 8;
    return this.bytes.subarray(start, start + count);
  }
}
