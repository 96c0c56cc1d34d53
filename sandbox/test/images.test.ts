import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, encodePng } from '../src/images/png';
import { clampImageSize, renderImage } from '../src/images/render';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
}

function chunks(png: Buffer): Chunk[] {
  const list: Chunk[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    list.push({
      type,
      data: png.subarray(offset + 8, offset + 8 + length),
      crc: png.readUInt32BE(offset + 8 + length),
    });
    offset += 12 + length;
  }
  return list;
}

function header(png: Buffer) {
  const ihdr = chunks(png)[0];
  if (ihdr?.type !== 'IHDR') throw new Error('IHDR must come first');
  return {
    width: ihdr.data.readUInt32BE(0),
    height: ihdr.data.readUInt32BE(4),
    bitDepth: ihdr.data[8],
    colorType: ihdr.data[9],
  };
}

describe('encodePng', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('writes a valid RGB PNG whose pixels decode back', () => {
    const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 250, 240, 230]);
    const png = encodePng(3, 2, rgb);
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
    expect(header(png)).toEqual({ width: 3, height: 2, bitDepth: 8, colorType: 2 });
    const list = chunks(png);
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const chunk of list) {
      expect(chunk.crc).toBe(crc32(Buffer.concat([Buffer.from(chunk.type, 'ascii'), chunk.data])));
    }
    // Undo the filters (None on the first row, Up on the others).
    const raw = inflateSync(list[1]?.data ?? Buffer.alloc(0));
    const stride = 9;
    const decoded: number[] = [];
    for (let y = 0; y < 2; y++) {
      const filter = raw[y * (stride + 1)];
      for (let i = 0; i < stride; i++) {
        const value = raw[y * (stride + 1) + 1 + i] ?? 0;
        decoded.push(filter === 2 ? (value + (decoded[(y - 1) * stride + i] ?? 0)) & 0xff : value);
      }
    }
    expect(decoded).toEqual([...rgb]);
  });

  it('rejects a buffer of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(5))).toThrow(RangeError);
  });
});

describe('renderImage', () => {
  it('renders square product pictures of the requested size', () => {
    const png = renderImage('products', '12-1', 400);
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
    expect(header(png)).toMatchObject({ width: 400, height: 400, bitDepth: 8, colorType: 2 });
  });

  it.each(['categories', 'collections', 'banners'] as const)('renders 3:1 %s pictures', (kind) => {
    expect(header(renderImage(kind, '3', 900))).toMatchObject({ width: 900, height: 300 });
  });

  it('is deterministic for the same key and differs between keys', () => {
    const first = renderImage('products', '7-1', 200);
    const again = renderImage('products', '7-1', 200);
    expect(again.equals(first)).toBe(true);
    expect(renderImage('products', '8-1', 200).equals(first)).toBe(false);
    expect(renderImage('categories', '7-1', 200).equals(first)).toBe(false);
    expect(renderImage('collections', '1', 300).equals(renderImage('collections', '2', 300))).toBe(false);
  });

  it('clamps the size to 32..1200', () => {
    expect(header(renderImage('products', 'tiny', 1))).toMatchObject({ width: 32, height: 32 });
    expect(header(renderImage('products', 'huge', 5000))).toMatchObject({ width: 1200, height: 1200 });
    expect(header(renderImage('banners', 'huge', 5000))).toMatchObject({ width: 1200, height: 400 });
    expect(clampImageSize(Number.NaN)).toBe(400);
    expect(clampImageSize(100.4)).toBe(100);
  });

  it('renders a 400 px product picture quickly', () => {
    renderImage('products', 'warm-up', 400);
    const started = performance.now();
    for (let i = 0; i < 10; i++) renderImage('products', `speed-${i}`, 400);
    expect((performance.now() - started) / 10).toBeLessThan(50);
  });
});
