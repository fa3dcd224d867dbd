// React 18's streaming renderer leaves NUL bytes in its output where a multi-byte character
// (Arabic letters, '·', '—') did not fit at the end of its 2 KB write buffer: padding, never part of a
// character (UTF-8 uses 0x00 for NUL only). They would show in Arabic words and upset crawlers, so
// every page is passed through this before it is sent.
import { Transform } from "node:stream";

export function withoutNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!chunk.includes(0)) return done(null, chunk);
      const kept = Buffer.allocUnsafe(chunk.length);
      let length = 0;
      for (const byte of chunk) if (byte !== 0) kept[length++] = byte;
      done(null, kept.subarray(0, length));
    },
  });
}
