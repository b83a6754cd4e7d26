import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A picture with something in it (two colours split down the middle), so orientation can be seen. */
export function picture(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } }).composite([
    {
      input: { create: { width: width - half, height, channels: 3, background: '#f59e0b' } },
      left: half,
      top: 0,
    },
  ]);
}

/** A PNG whose header says `width`×`height` and which carries one pixel's data after it. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const small = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const header = Buffer.from(small.subarray(0, 33));
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.writeUInt32BE(crc32(header.subarray(12, 29)), 29);
  return Buffer.concat([header, small.subarray(33)]);
}
