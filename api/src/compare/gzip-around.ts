import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A gzip member (RFC 1952) of `before + middle + after` where `before` and `after` are compressed once and
 * `middle` (a kept answer's uuid) is put in per answer as a stored block: the answer cache's kept answers go out
 * compressed for the cost of a few dozen bytes' checksum rather than compressing 50 KB per answer.
 * `before` ends with a full flush (byte-aligned, no back-reference crosses it), the stored block follows, then
 * `after` compressed on its own as the final block: a deflate stream may reference only what came before, and
 * each piece references only itself. The trailer's CRC-32 and size are the whole text's.
 */
export interface GzipAround {
  /** Gzip header and `before`, compressed and flushed. */
  head: Buffer;
  /** `after`, compressed, ending the stream. */
  tail: Buffer;
  /** CRC-32 of `before`, to go on with the middle and `after`. */
  crcBefore: number;
  bytesBefore: number;
  after: Buffer;
  /** Bytes held: what the answer cache counts. */
  size: number;
}

// ID1 ID2, deflate, no flags, no time, no extra flags, unknown OS.
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** The largest stored block. */
const MAX_STORED = 0xffff;

export const gzipAround = (before: string, after: string): GzipAround => {
  const beforeBytes = Buffer.from(before);
  const afterBytes = Buffer.from(after);
  const head = Buffer.concat([
    HEADER,
    deflateRawSync(beforeBytes, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_FULL_FLUSH }),
  ]);
  const tail = deflateRawSync(afterBytes, { level: constants.Z_BEST_COMPRESSION });
  return {
    head,
    tail,
    crcBefore: crc32(beforeBytes),
    bytesBefore: beforeBytes.length,
    after: afterBytes,
    size: head.length + tail.length + afterBytes.length,
  };
};

/** The gzip member of `before + middle + after`; `middle` at most 65,535 bytes. */
export const gzipWith = (around: GzipAround, middle: string): Buffer => {
  const middleBytes = Buffer.from(middle);
  if (middleBytes.length > MAX_STORED) throw new RangeError('gzipWith: the middle is longer than one stored block');
  // A stored block, not the last: BFINAL 0 and BTYPE 00 in a byte of its own, then LEN and NLEN.
  const stored = Buffer.alloc(5 + middleBytes.length);
  stored.writeUInt16LE(middleBytes.length, 1);
  stored.writeUInt16LE(~middleBytes.length & 0xffff, 3);
  middleBytes.copy(stored, 5);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(around.after, crc32(middleBytes, around.crcBefore)) >>> 0, 0);
  trailer.writeUInt32LE((around.bytesBefore + middleBytes.length + around.after.length) >>> 0, 4);
  return Buffer.concat([around.head, stored, around.tail, trailer]);
};
