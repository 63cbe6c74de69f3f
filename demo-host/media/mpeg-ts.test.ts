// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { joinUnits, readPcr, readPes, readTsPackets } from './inspect';
import {
  PAT_PID,
  PMT_PID,
  STREAM_TYPE_H264,
  VIDEO_PID,
  crc32Mpeg,
  muxSegment,
  packetize,
  patPacket,
  pesPacket,
  pmtPacket,
  type ContinuityCounters,
} from './mpeg-ts';

const section = (packet: Uint8Array) => {
  const [info] = readTsPackets(packet);
  const payload = info?.payload ?? new Uint8Array(0);
  const start = 1 + (payload[0] ?? 0); // pointer_field
  const length = (((payload[start + 1] ?? 0) & 0x0f) << 8) | (payload[start + 2] ?? 0);
  return payload.subarray(start, start + 3 + length);
};

describe('crc32Mpeg', () => {
  it('matches the CRC-32/MPEG-2 check value', () => {
    expect(crc32Mpeg(new TextEncoder().encode('123456789'))).toBe(0x0376e6e7);
  });
});

describe('PSI', () => {
  it('PAT maps program 1 to the PMT, with a valid CRC', () => {
    const pat = section(patPacket(new Map()));
    expect(pat[0]).toBe(0x00);
    expect((((pat[10] ?? 0) & 0x1f) << 8) | (pat[11] ?? 0)).toBe(PMT_PID);
    // The CRC over the whole section including its CRC is 0.
    expect(crc32Mpeg(pat)).toBe(0);
  });

  it('PMT lists one H.264 stream that also carries the PCR', () => {
    const pmt = section(pmtPacket(new Map()));
    expect(pmt[0]).toBe(0x02);
    expect((((pmt[8] ?? 0) & 0x1f) << 8) | (pmt[9] ?? 0)).toBe(VIDEO_PID);
    expect(pmt[12]).toBe(STREAM_TYPE_H264);
    expect((((pmt[13] ?? 0) & 0x1f) << 8) | (pmt[14] ?? 0)).toBe(VIDEO_PID);
    expect(crc32Mpeg(pmt)).toBe(0);
  });
});

describe('PES and packets', () => {
  it('writes PTS and DTS in 90 kHz ticks, past 32 bits too', () => {
    const pes = readPes(pesPacket(Uint8Array.from([1, 2, 3]), 2 ** 32 + 5, 90_000));
    expect(pes.streamId).toBe(0xe0);
    expect(pes.pts).toBe(2 ** 32 + 5);
    expect(pes.dts).toBe(90_000);
    expect(pes.declaredLength).toBe(3 + 10 + 3);
    expect([...pes.data]).toEqual([1, 2, 3]);
  });

  it('cuts a PES into 188-byte packets: PCR first, stuffing last, counters wrapping at 16', () => {
    const counters: ContinuityCounters = new Map([[VIDEO_PID, 14]]);
    const es = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
    const pes = pesPacket(es, 99_000, 99_000);
    const packets = readTsPackets(
      Uint8Array.from(packetize(VIDEO_PID, pes, 90_000, counters).flatMap((p) => [...p])),
    );
    expect(packets.map((p) => p.counter)).toEqual([14, 15, 0, 1, 2, 3]);
    expect(packets.map((p) => p.unitStart)).toEqual([true, false, false, false, false, false]);
    expect(readPcr(packets[0]?.adaptation ?? null)).toBe(90_000);
    const last = packets.at(-1)?.adaptation;
    expect(last?.length).toBeGreaterThan(1);
    expect([...(last ?? new Uint8Array(0)).subarray(1)].every((byte) => byte === 0xff)).toBe(true);
    expect([...(joinUnits(packets, VIDEO_PID)[0] ?? [])]).toEqual([...pes]);
  });

  it('pads with a single-byte adaptation field when one byte is left over', () => {
    // 176 bytes go in the first packet (after the PCR); 183 in the second leaves exactly one.
    const pes = new Uint8Array(176 + 183).fill(7);
    const packets = readTsPackets(
      Uint8Array.from(packetize(VIDEO_PID, pes, 0, new Map()).flatMap((p) => [...p])),
    );
    expect(packets).toHaveLength(2);
    expect(packets[1]?.adaptation?.length).toBe(0);
    expect(packets[1]?.payload.length).toBe(183);
  });

  it('starts every segment with PAT and PMT', () => {
    const segment = muxSegment(
      [{ data: Uint8Array.from([0, 0, 0, 1, 9, 0x10]), pts: 0, dts: 0 }],
      new Map(),
    );
    expect(readTsPackets(segment).map((p) => p.pid)).toEqual([PAT_PID, PMT_PID, VIDEO_PID]);
  });
});
