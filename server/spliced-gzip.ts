// A kept page is the same bytes for every visitor but its nonce, so it is compressed once, in
// pieces, and each copy is a gzip stream put together around its own nonce: the pieces are raw
// deflate ended by a sync flush (byte-aligned, not final), each nonce goes in as a stored block, an
// empty final block closes the stream, and the trailer carries the CRC-32 and length of the whole
// (RFC 1951 section 3.2.4, RFC 1952). No compression work per visitor beyond the checksum.
import { constants, crc32, deflateRawSync } from "node:zlib";

/** gzip's header: deflate, no name or time, from a Unix system. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** A final, empty block with fixed Huffman codes: BFINAL=1, BTYPE=01, end-of-block. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** Each piece compressed on its own, so that any bytes may be put between them. */
export const deflatePieces = (pieces: Buffer[]): Buffer[] =>
  pieces.map((piece) => deflateRawSync(piece, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));

/** A stored (uncompressed) block holding `bytes` (at most 65,535), not the last one. */
function storedBlock(bytes: Buffer): Buffer {
  const length = bytes.length;
  const block = Buffer.alloc(5 + length);
  block.writeUInt8(0x00, 0);
  block.writeUInt16LE(length, 1);
  block.writeUInt16LE(~length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/**
 * The gzip stream of `pieces` joined by `between`, from the pieces as they are (`plain`) and as
 * deflatePieces made them (`deflated`).
 */
export function splicedGzip(plain: Buffer[], deflated: Buffer[], between: Buffer): Buffer[] {
  const stored = storedBlock(between);
  const out: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  plain.forEach((piece, i) => {
    if (i > 0) {
      out.push(stored);
      crc = crc32(between, crc);
      length += between.length;
    }
    out.push(deflated[i]!);
    // Node 20's crc32 answers 0 for an empty pooled buffer instead of the checksum so far.
    if (piece.length > 0) crc = crc32(piece, crc);
    length += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  out.push(LAST_BLOCK, trailer);
  return out;
}
