// A page shared by signed-in buyers (ADR 037) is rendered once without anything of any one buyer, and each
// buyer's own part (their favourites) is put into it per request: a JSON block before `</body>` that the
// browser reads when it hydrates (app/lib/favorites.ts). The shared part is kept compressed, so a hit
// costs the compression of a few hundred bytes, not of the whole page: the page is kept as raw deflate
// ended by a full flush (whole bytes, no reference past it), the buyer's part and the page's tail are
// deflated on their own after it, and the gzip frame around them carries the checksum of the whole,
// carried on from the one kept for the shared part.
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw as deflateRawCallback, deflateRawSync } from 'node:zlib';

// The whole page is compressed off the main thread (libuv's pool), as the page cache gzips its pages;
// only the buyer's few hundred bytes are compressed in line.
const deflateRaw = promisify(deflateRawCallback);

/** The id of the buyer's JSON block in the page. */
export const PERSONAL_SLOT_ID = 'roro-personal';

const BODY_END = '</body>';
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export interface SlottedPage {
  /** The page up to the slot: raw deflate ended by a full flush when gzipped, else as rendered. */
  head: Uint8Array;
  /** From the slot to the end (`</body></html>`), as rendered. */
  tail: Uint8Array;
  /** CRC-32 and length of the rendered head, for the gzip trailer. */
  headCrc: number;
  headLength: number;
  gzipped: boolean;
}

/** The rendered page cut before its last `</body>` (or at its end), its head compressed once when gzipped. */
export async function slotPage(rendered: Uint8Array, gzipped: boolean): Promise<SlottedPage> {
  const at = Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength).lastIndexOf(BODY_END);
  const cut = at < 0 ? rendered.length : at;
  const head = rendered.subarray(0, cut);
  return {
    head: gzipped ? new Uint8Array(await deflateRaw(head, { finishFlush: constants.Z_FULL_FLUSH })) : head.slice(),
    tail: rendered.slice(cut),
    headCrc: crc32(head),
    headLength: head.length,
    gzipped,
  };
}

/** The buyer's JSON as a block no script runs and no text can end early (`<` is escaped). */
export function personalBlock(personal: unknown): string {
  return `<script type="application/json" id="${PERSONAL_SLOT_ID}">${JSON.stringify(personal).replace(/</g, '\\u003c')}</script>`;
}

/** The whole page with the block in its slot: a gzip member when the head was kept compressed. */
export function fillSlot(page: SlottedPage, block: string): Uint8Array {
  const rest = Buffer.concat([Buffer.from(block), page.tail]);
  if (!page.gzipped) return Buffer.concat([page.head, rest]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(rest, page.headCrc) >>> 0, 0);
  trailer.writeUInt32LE((page.headLength + rest.length) >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, page.head, deflateRawSync(rest), trailer]);
}
