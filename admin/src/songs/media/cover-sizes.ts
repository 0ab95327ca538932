/**
 * The cover sizes the storefront's pages draw (COVER_SIZES: rows and cards, track pages), made in
 * the browser as square WebP images from the chosen cover, cropped to its centre. The server
 * checks each is a WebP of its size.
 */
import { COVER_SIZES, type CoverSize } from '@beats/contract';

const QUALITY = 0.85;

/** The image cropped to its centre as a square of `size` px. */
function squareCanvas(image: ImageBitmap, size: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images');
  const side = Math.min(image.width, image.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, (image.width - side) / 2, (image.height - side) / 2, side, side, 0, 0, size, size);
  return canvas;
}

async function render(image: ImageBitmap, size: CoverSize): Promise<Blob> {
  const canvas = squareCanvas(image, size);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', QUALITY));
  // A browser that cannot write WebP answers PNG instead: the server would refuse it.
  if (blob?.type !== 'image/webp') throw new Error('This browser cannot write WebP images');
  return blob;
}

export interface CoverRendering {
  size: CoverSize;
  blob: Blob;
}

/** Every size of the cover; rejects when the image cannot be decoded. */
export async function renderCoverSizes(file: Blob): Promise<CoverRendering[]> {
  const image = await createImageBitmap(file);
  try {
    const sizes: CoverRendering[] = [];
    for (const size of COVER_SIZES) sizes.push({ size, blob: await render(image, size) });
    return sizes;
  } finally {
    image.close();
  }
}

/** The thumbnail's side in px: the picker shows it at 100 px, on screens of twice the density. */
const THUMBNAIL = 200;

/**
 * The cover picker's thumbnail, drawn from the file as a data: address ('' for a file that is no
 * image). antd's own loads the file from a blob: address, which a file that does not decode
 * turned into a request the admin's Content-Security-Policy refuses.
 */
export async function coverThumbnail(file: Blob): Promise<string> {
  let image: ImageBitmap;
  try {
    image = await createImageBitmap(file);
  } catch {
    return '';
  }
  try {
    return squareCanvas(image, THUMBNAIL).toDataURL('image/png');
  } catch {
    return '';
  } finally {
    image.close();
  }
}
