/**
 * The demo covers' WebP sizes, as the admin's browser makes them for an upload
 * (admin/src/songs/media/cover-sizes.ts): square, cropped to the centre, quality 85. Without
 * them every thumbnail of the demo store would load the whole cover.
 */
import { COVER_SIZES, type CoverSize } from '@beats/contract';
import sharp from 'sharp';

const QUALITY = 85;

export async function renderCoverSizes(cover: Uint8Array): Promise<Record<CoverSize, Uint8Array<ArrayBuffer>>> {
  const sizes = await Promise.all(
    COVER_SIZES.map(async (size) => {
      const webp = await sharp(cover).resize(size, size, { fit: 'cover' }).webp({ quality: QUALITY }).toBuffer();
      return [size, new Uint8Array(webp)] as const;
    }),
  );
  return Object.fromEntries(sizes) as Record<CoverSize, Uint8Array<ArrayBuffer>>;
}
