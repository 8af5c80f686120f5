/**
 * The site's icons drawn in code, as the SVG favicon draws it: a teal rounded square with a white
 * cross and a pink dot. PNGs are written with zlib (no image library, nothing downloaded), and
 * favicon.ico wraps a 32 px and a 16 px PNG (the ICO format allows PNG entries).
 */
import { deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];
const TEAL: Rgba = [0x0f, 0x6b, 0x66, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const PINK: Rgba = [0xf2, 0xb8, 0xcd, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** The colour at (x, y) of the 32-unit drawing; `square` fills the corners (iOS rounds them itself). */
function colourAt(x: number, y: number, square: boolean): Rgba {
  const radius = 8;
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  if (!square && (x - cx) ** 2 + (y - cy) ** 2 > radius ** 2) return CLEAR;
  if ((x - 24) ** 2 + (y - 8) ** 2 <= 9) return PINK;
  const inCross = (x >= 13 && x < 19 && y >= 7 && y < 25) || (y >= 13 && y < 19 && x >= 7 && x < 25);
  return inCross ? WHITE : TEAL;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The icon as a `size`×`size` RGBA PNG, each pixel sampled 4×4 times so edges are smooth. */
export function iconPng(size: number, { square = false } = {}): Buffer {
  const rows: Buffer[] = [];
  const samples = 4;
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = colourAt(((px + (sx + 0.5) / samples) * 32) / size, ((py + (sy + 0.5) / samples) * 32) / size, square);
          for (let i = 0; i < 3; i++) sum[i]! += colour[i]! * colour[3];
          sum[3]! += colour[3];
        }
      }
      const alpha = sum[3]!;
      for (let i = 0; i < 3; i++) row[1 + px * 4 + i] = alpha === 0 ? 0 : Math.round(sum[i]! / alpha);
      row[1 + px * 4 + 3] = Math.round(alpha / (samples * samples));
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** favicon.ico holding the given PNGs. */
export function icoFile(pngs: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ png }) => png)]);
}
