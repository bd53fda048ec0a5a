// Draws public/favicon.ico from public/favicon.svg: browsers and crawlers that ask for /favicon.ico
// without reading the page's icon link get the same picture. Run after a change to the SVG:
// `npx tsx scripts/favicon-ico.ts`. An ICO file here holds PNG pictures, 16, 32 and 48 pixels square.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const SIZES = [16, 32, 48];
const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url));
const pngs = await Promise.all(SIZES.map((size) => sharp(svg, { density: 72 * (size / 64) * 4 }).resize(size, size).png().toBuffer()));

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per picture, then the pictures.
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(SIZES.length, 4);
let offset = 6 + 16 * SIZES.length;
const entries = SIZES.map((size, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(pngs[i]!.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += pngs[i]!.length;
  return entry;
});
writeFileSync(new URL('../public/favicon.ico', import.meta.url), Buffer.concat([header, ...entries, ...pngs]));
