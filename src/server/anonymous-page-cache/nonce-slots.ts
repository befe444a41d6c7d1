import { randomBytes } from "node:crypto";

/**
 * A page kept for many visitors is rendered with a placeholder nonce and gets
 * each visitor's own nonce at serve time. Only the exact attribute
 * `nonce="<placeholder>"` is replaced: React writes attribute values escaped
 * (`"` becomes `&quot;`) and the hydration data escapes quotes in JSON, so no
 * request input can produce that byte sequence, and the placeholder itself is
 * random per process and never leaves it.
 */
export function createPlaceholderNonce(): string {
  // The same shape as a real nonce (security.ts), so the page's byte offsets hold for every visitor.
  return randomBytes(16).toString("base64");
}

const ATTRIBUTE_START = 'nonce="';

export const nonceAttribute = (nonce: string) => Buffer.from(`${ATTRIBUTE_START}${nonce}"`, "latin1");

/** Where the placeholder's value sits in a piece of HTML: the offsets of the value, not of the attribute. */
export function placeholderOffsets(piece: Buffer, attribute: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = piece.indexOf(attribute); at !== -1; at = piece.indexOf(attribute, at + attribute.length))
    offsets.push(at + ATTRIBUTE_START.length);
  return offsets;
}

/** A copy of `piece` with the visitor's nonce written over each placeholder (same length: both are 16 random bytes in base64). */
export function withNonce(piece: Buffer, offsets: number[], nonce: string): Buffer {
  if (offsets.length === 0) return piece;
  const copy = Buffer.from(piece);
  for (const offset of offsets) copy.write(nonce, offset, "latin1");
  return copy;
}

/**
 * The kept page as the pieces of this visitor's copy, the nonce between them: written one
 * after another (one writev), so a hit copies nothing.
 */
export function piecesWithNonce(body: Buffer, offsets: number[], nonce: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let start = 0;
  for (const offset of offsets) {
    pieces.push(body.subarray(start, offset), nonce);
    start = offset + nonce.length;
  }
  pieces.push(body.subarray(start));
  return pieces;
}

/**
 * Cuts a streamed page into pieces that never split a placeholder attribute: a
 * chunk ending with the first bytes of one keeps them back until the next chunk.
 * Nothing else is held back, so streaming is not delayed.
 */
export class NonceSplitter {
  private carry: Buffer = Buffer.alloc(0);

  constructor(private readonly attribute: Buffer) {}

  push(chunk: Buffer): { piece: Buffer; offsets: number[] } {
    const buffer = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const offsets = placeholderOffsets(buffer, this.attribute);
    const lastEnd = offsets.length > 0 ? offsets[offsets.length - 1] - ATTRIBUTE_START.length + this.attribute.length : 0;
    let hold = 0;
    for (let k = Math.min(this.attribute.length - 1, buffer.length - lastEnd); k > 0; k--) {
      if (buffer.subarray(buffer.length - k).equals(this.attribute.subarray(0, k))) {
        hold = k;
        break;
      }
    }
    this.carry = Buffer.from(buffer.subarray(buffer.length - hold));
    return { piece: buffer.subarray(0, buffer.length - hold), offsets };
  }

  end(): { piece: Buffer; offsets: number[] } {
    const piece = this.carry;
    this.carry = Buffer.alloc(0);
    return { piece, offsets: [] };
  }
}
