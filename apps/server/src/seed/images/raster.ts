import sharp from 'sharp';
import type { Canvas } from './svg.js';

/** Renders a drawing as a JPEG (photos: listing scenes, banners). */
export function toJpeg(canvas: Canvas): Promise<Buffer> {
  return sharp(Buffer.from(canvas.toString())).jpeg({ quality: 88 }).toBuffer();
}

/** Renders a drawing as a PNG, keeping transparency (icons, avatars). */
export function toPng(canvas: Canvas): Promise<Buffer> {
  return sharp(Buffer.from(canvas.toString())).png({ compressionLevel: 7 }).toBuffer();
}
