// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateHlsStream } from './hls-stream';
import {
  BitReader,
  joinUnits,
  readPcr,
  readPes,
  readTsPackets,
  splitAnnexB,
  unescapeRbsp,
} from './inspect';
import { PAT_PID, PMT_PID, VIDEO_PID } from './mpeg-ts';

const stream = generateHlsStream({ colour: '#c0563a' });

/** The luma plane of the IDR slice in an access unit (128×80: 40 I_PCM macroblocks). */
function lumaOf(accessUnit: Uint8Array): Uint8Array {
  const slice = splitAnnexB(accessUnit).find((nal) => ((nal[0] ?? 0) & 0x1f) === 5);
  const r = new BitReader(unescapeRbsp((slice ?? new Uint8Array(1)).subarray(1)));
  r.ue();
  r.ue();
  r.ue();
  r.u(4);
  r.ue();
  r.u(2);
  r.se();
  r.ue(); // slice header
  const luma = new Uint8Array(128 * 80);
  for (let mb = 0; mb < 40; mb += 1) {
    expect(r.ue()).toBe(25);
    r.align();
    const block = r.bytesAt(256);
    for (let row = 0; row < 16; row += 1) {
      luma.set(
        block.subarray(row * 16, row * 16 + 16),
        (Math.floor(mb / 8) * 16 + row) * 128 + (mb % 8) * 16,
      );
    }
    r.bytesAt(128);
  }
  return luma;
}

describe('generateHlsStream', () => {
  it('lists three 2 s segments in a version 3 VOD playlist', () => {
    expect(stream.playlist).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:2',
        '#EXT-X-MEDIA-SEQUENCE:0',
        '#EXT-X-PLAYLIST-TYPE:VOD',
        '#EXTINF:2.000,',
        'seg-0.ts',
        '#EXTINF:2.000,',
        'seg-1.ts',
        '#EXTINF:2.000,',
        'seg-2.ts',
        '#EXT-X-ENDLIST',
        '',
      ].join('\n'),
    );
    expect(stream.segments).toHaveLength(3);
    expect([stream.width, stream.height, stream.codec]).toEqual([128, 72, 'avc1.42C01E']);
  });

  it('segments are whole 188-byte packets with unbroken continuity counters', () => {
    const seen = new Map<number, number>();
    for (const segment of stream.segments) {
      const packets = readTsPackets(segment);
      expect(packets.slice(0, 2).map((p) => p.pid)).toEqual([PAT_PID, PMT_PID]);
      for (const packet of packets) {
        expect([PAT_PID, PMT_PID, VIDEO_PID]).toContain(packet.pid);
        const previous = seen.get(packet.pid);
        if (previous !== undefined) expect(packet.counter).toBe((previous + 1) % 16);
        seen.set(packet.pid, packet.counter);
      }
    }
  });

  it('each segment holds 10 pictures 1/5 s apart, PCR before DTS, AUD SPS PPS IDR each', () => {
    let expectedPts = 90_000;
    for (const segment of stream.segments) {
      const packets = readTsPackets(segment);
      const pes = joinUnits(packets, VIDEO_PID).map(readPes);
      expect(pes).toHaveLength(10);
      const pcrs = packets
        .filter((p) => p.unitStart && p.pid === VIDEO_PID)
        .map((p) => readPcr(p.adaptation));
      pes.forEach((unit, index) => {
        expect(unit.pts).toBe(expectedPts);
        expect(unit.dts).toBe(expectedPts);
        expect(pcrs[index]).toBeLessThan(expectedPts);
        expect(unit.declaredLength).toBe(unit.data.length + 13);
        const types = splitAnnexB(unit.data).map((nal) => (nal[0] ?? 0) & 0x1f);
        expect(types).toEqual([9, 7, 8, 5]);
        expectedPts += 18_000;
      });
    }
  });

  it('draws a moving picture: consecutive frames differ, the sweep bar moves right', () => {
    const units = stream.segments.flatMap((segment) =>
      joinUnits(readTsPackets(segment), VIDEO_PID).map((unit) => readPes(unit).data),
    );
    const first = lumaOf(units[0] ?? new Uint8Array(0));
    const second = lumaOf(units[1] ?? new Uint8Array(0));
    const changed = first.filter((value, index) => value !== second[index]).length;
    expect(changed).toBeGreaterThan(500);
    // Row 60 (lower band): the product colour's luma (#c0563a → Y ≈ 110) moves right.
    const barStart = (luma: Uint8Array) => {
      const row = luma.subarray(60 * 128, 61 * 128);
      return row.findIndex((value) => Math.abs(value - 110) < 6);
    };
    const middle = lumaOf(units[15] ?? new Uint8Array(0));
    const late = lumaOf(units[25] ?? new Uint8Array(0));
    expect(barStart(late)).toBeGreaterThan(barStart(middle));
    expect(Math.min(...first)).toBeGreaterThanOrEqual(16);
  });

  it('is deterministic, and follows the colour', () => {
    const again = generateHlsStream({ colour: '#c0563a' });
    expect(again.segments.map((s) => Buffer.from(s).toString('base64'))).toEqual(
      stream.segments.map((s) => Buffer.from(s).toString('base64')),
    );
    const other = generateHlsStream({ colour: '#2f5d8a' });
    expect(Buffer.from(other.segments[1] ?? []).equals(Buffer.from(stream.segments[1] ?? []))).toBe(
      false,
    );
  });
});
