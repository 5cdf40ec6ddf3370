import sharp from 'sharp';

/** A real photo-like JPEG that carries EXIF with a GPS position and a camera model. */
export async function jpegWithGps(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Refocus Test Camera', Model: 'RT-1', Copyright: 'secret owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '38/1 42/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '9/1 8/1 0/1',
      },
    })
    .toBuffer();
}

export async function smallPng(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 50, b: 50, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** A PNG whose header declares 30000 × 30000 pixels: a decompression bomb in 60 bytes. */
export function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A GIF with many distinct frames (each lights a different pixel, so none are merged). */
export async function gifWithFrames(frames: number, size = 16): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3 * frames, 40);
  for (let i = 0; i < frames; i++) {
    const frame = i * size * size * 3;
    pixels.fill(255, frame + (i % (size * size)) * 3, frame + (i % (size * size)) * 3 + 3);
    pixels[frame + Math.floor(i / (size * size)) * 3 + 2] = 250;
  }
  return sharp(pixels, { raw: { width: size, height: size * frames, channels: 3, pageHeight: size } })
    .gif()
    .toBuffer();
}

/** A JPEG carrying an ICC profile padded to `bytes`. */
export async function jpegWithHugeIcc(bytes: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  // APP2 ICC_PROFILE segments of at most 65 533 bytes each, inserted after the SOI marker.
  const segments: Buffer[] = [];
  const chunk = 65_000;
  const count = Math.ceil(bytes / chunk);
  for (let i = 0; i < count; i++) {
    const data = Buffer.concat([
      Buffer.from('ICC_PROFILE\0', 'latin1'),
      Buffer.from([i + 1, count]),
      Buffer.alloc(Math.min(chunk, bytes - i * chunk), 0x41),
    ]);
    const header = Buffer.from([0xff, 0xe2, 0, 0]);
    header.writeUInt16BE(data.length + 2, 2);
    segments.push(header, data);
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** A minimal ZIP archive (one stored file), to append to an image as a polyglot. */
export function tinyZip(): Buffer {
  const name = Buffer.from('evil.html');
  const content = Buffer.from('<script>alert(1)</script>');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + content.length, 16);
  return Buffer.concat([local, name, content, central, name, end]);
}
