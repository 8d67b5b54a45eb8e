/**
 * Big-endian readers and a growing writer for font decoding. Every read is bounds-checked, so a
 * damaged file fails with a FontDecodeError and a message, never with garbage or a RangeError
 * from deep inside a typed array.
 */

/** A font that cannot be decoded: damaged, truncated, or a format we do not read. */
export class FontDecodeError extends Error {
  override name = 'FontDecodeError';
  /** Stable, for logs and callers that match on it rather than on the message. */
  readonly code = 'FONT_DECODE_FAILED';
}

/**
 * The most a decoded font may take. Far above any real font (Noto Sans CJK is about 20 MB as
 * OpenType) and far below what would hurt the server: the lengths in a file are only claims, and
 * the decompressors are told never to produce more than they promise.
 */
export const MAX_SFNT_BYTES = 256 * 1024 * 1024;

/**
 * Runs a zlib decompression bounded to `expected` bytes, turning its errors into FontDecodeError:
 * a damaged stream (zlib's own error) or one that unpacks to more than the file claims.
 */
export function unpack(what: string, expected: number, run: (maxOutputLength: number) => Buffer): Uint8Array {
  if (expected > MAX_SFNT_BYTES) throw new FontDecodeError(`${what} claims ${expected} bytes, more than a font can have`);
  let data: Buffer;
  try {
    // zlib needs a limit of at least 1; a stream that should be empty is checked below.
    data = run(Math.max(expected, 1));
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw new FontDecodeError(`${what} is longer than its tables`);
    throw new FontDecodeError(`${what}: compressed data is damaged (${(error as Error).message})`);
  }
  if (data.length < expected) throw new FontDecodeError(`${what} is shorter than its tables`);
  if (data.length > expected) throw new FontDecodeError(`${what} is longer than its tables`);
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

export function check(bytes: Uint8Array, offset: number, size: number): void {
  if (offset < 0 || size < 0 || offset + size > bytes.length) throw new FontDecodeError('Font data ends early');
}
export function readU8(bytes: Uint8Array, offset: number): number {
  check(bytes, offset, 1);
  return bytes[offset] ?? 0;
}
export function readU16(bytes: Uint8Array, offset: number): number {
  check(bytes, offset, 2);
  return ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
}
export function readI16(bytes: Uint8Array, offset: number): number {
  const v = readU16(bytes, offset);
  return v & 0x8000 ? v - 0x10000 : v;
}
export function readU32(bytes: Uint8Array, offset: number): number {
  check(bytes, offset, 4);
  return (((bytes[offset] ?? 0) << 24) | ((bytes[offset + 1] ?? 0) << 16) | ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0)) >>> 0;
}
export function readTag(bytes: Uint8Array, offset: number): string {
  if (offset + 4 > bytes.length) return '';
  return String.fromCharCode(bytes[offset] ?? 0, bytes[offset + 1] ?? 0, bytes[offset + 2] ?? 0, bytes[offset + 3] ?? 0);
}

/** A forward-only reader over one stream (a WOFF2 table directory or glyph stream). */
export class Reader {
  pos: number;
  constructor(
    private readonly bytes: Uint8Array,
    start: number,
    readonly end: number,
  ) {
    if (end > bytes.length || start > end) throw new FontDecodeError('Font stream out of range');
    this.pos = start;
  }
  private take(n: number): number {
    if (this.pos + n > this.end) throw new FontDecodeError('Font stream ends early');
    const at = this.pos;
    this.pos += n;
    return at;
  }
  u8(): number {
    return readU8(this.bytes, this.take(1));
  }
  u16(): number {
    return readU16(this.bytes, this.take(2));
  }
  i16(): number {
    return readI16(this.bytes, this.take(2));
  }
  u32(): number {
    return readU32(this.bytes, this.take(4));
  }
  bytesOf(n: number): Uint8Array {
    const at = this.take(n);
    return this.bytes.subarray(at, at + n);
  }
  /** WOFF2's 255UInt16. */
  u255(): number {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return this.u8() + 253;
    if (code === 254) return this.u8() + 506;
    return code;
  }
  /** WOFF2's UIntBase128. */
  base128(): number {
    let value = 0;
    for (let i = 0; i < 5; i += 1) {
      const b = this.u8();
      if (i === 0 && b === 0x80) throw new FontDecodeError('Bad UIntBase128 (leading zero)');
      if (value & 0xfe000000) throw new FontDecodeError('Bad UIntBase128 (overflow)');
      value = (value << 7) | (b & 0x7f);
      if ((b & 0x80) === 0) return value >>> 0;
    }
    throw new FontDecodeError('Bad UIntBase128 (too long)');
  }
}

export class Writer {
  private buf = new Uint8Array(1024);
  length = 0;
  private grow(n: number): void {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }
  u8(v: number): void {
    this.grow(1);
    this.buf[this.length++] = v & 0xff;
  }
  u16(v: number): void {
    this.u8(v >>> 8);
    this.u8(v);
  }
  u32(v: number): void {
    this.u16(v >>> 16);
    this.u16(v);
  }
  bytes(b: Uint8Array): void {
    this.grow(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }
  pad4(): void {
    while (this.length % 4) this.u8(0);
  }
  result(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}
