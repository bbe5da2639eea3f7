import { constants, deflateRawSync } from "node:zlib";

// A minimal zip writer for fixtures (DOCX and PPTX are zips): stored or deflated entries, plus raw
// entries whose compressed bytes and declared sizes the test chooses, to build bombs and liars.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export type ZipEntry =
  | { name: string; data: Buffer | string; store?: boolean }
  // Pre-deflated bytes with the sizes to declare; the CRC is not checked by yauzl, so it may be 0.
  | { name: string; deflated: Buffer; declaredSize: number; crc?: number };

interface Written {
  name: Buffer;
  method: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

export function makeZip(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    let body: Buffer;
    let method: number;
    let crc: number;
    let size: number;
    if ("deflated" in entry) {
      body = entry.deflated;
      method = 8;
      crc = entry.crc ?? 0;
      size = entry.declaredSize;
    } else {
      const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, "utf8");
      method = entry.store ? 0 : 8;
      body = entry.store ? data : deflateRawSync(data);
      crc = crc32(data);
      size = data.length;
    }
    const name = Buffer.from(entry.name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, body);
    written.push({ name, method, crc, compressed: body.length, size, offset });
    offset += local.length + name.length + body.length;
  }
  const directoryStart = offset;
  for (const w of written) {
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(w.method, 10);
    central.writeUInt32LE(w.crc, 16);
    central.writeUInt32LE(w.compressed, 20);
    central.writeUInt32LE(w.size, 24);
    central.writeUInt16LE(w.name.length, 28);
    central.writeUInt32LE(w.offset, 42);
    parts.push(central, w.name);
    offset += central.length + w.name.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(offset - directoryStart, 12);
  end.writeUInt32LE(directoryStart, 16);
  parts.push(end);
  return Buffer.concat(parts);
}

// `mib` MiB of zeros as raw deflate, built from one compressed MiB repeated: each copy is a
// sync-flushed, self-contained run of blocks, so the whole is one valid stream of about 1 KB per
// MiB, made without ever holding the inflated bytes.
export function deflatedZeros(mib: number): Buffer {
  const oneMib = deflateRawSync(Buffer.alloc(1024 * 1024), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const last = deflateRawSync(Buffer.alloc(0));
  return Buffer.concat([...Array.from({ length: mib }, () => oneMib), last]);
}
