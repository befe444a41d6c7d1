import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A kept page compressed once, with holes where each visitor's nonce goes.
 *
 * The text between nonces is deflated once, each run as its own raw deflate
 * stream ended by a sync flush (byte-aligned, not final, no reference to what
 * came before), so the runs can be laid end to end. At serve time each nonce
 * goes in as a stored (uncompressed) block, a final empty block closes the
 * stream, and the gzip trailer gets the CRC-32 of this visitor's page. Serving
 * costs a CRC over the page instead of a compression of it.
 */
export type StitchedGzip = { runs: Buffer[]; nonceLength: number };

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
/** BFINAL=1, fixed Huffman, end-of-block only. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

export function stitchedGzip(body: Buffer, nonceOffsets: number[], nonceLength: number): StitchedGzip {
  const runs: Buffer[] = [];
  let start = 0;
  for (const offset of [...nonceOffsets, body.length]) {
    runs.push(deflateRawSync(body.subarray(start, offset), { level: 6, finishFlush: constants.Z_SYNC_FLUSH }));
    start = offset + nonceLength;
  }
  return { runs, nonceLength };
}

function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x00; // BFINAL=0, stored; already byte-aligned after a sync flush
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/**
 * The gzip member of the page with `nonce` in every hole, as pieces to write one after another.
 * `page` is the same page uncompressed, in pieces, for the CRC.
 */
export function gzipPiecesWithNonce(stitched: StitchedGzip, nonce: Buffer, page: readonly Buffer[]): Buffer[] {
  if (nonce.length !== stitched.nonceLength) throw new RangeError("nonce of unexpected length");
  const nonceBlock = storedBlock(nonce);
  const pieces: Buffer[] = [GZIP_HEADER];
  stitched.runs.forEach((run, index) => {
    if (index > 0) pieces.push(nonceBlock);
    pieces.push(run);
  });
  let crc = 0;
  let length = 0;
  for (const piece of page) {
    crc = crc32(piece, crc);
    length += piece.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(FINAL_EMPTY_BLOCK, trailer);
  return pieces;
}
