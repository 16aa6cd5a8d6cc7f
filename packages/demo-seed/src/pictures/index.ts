/**
 * Demo pictures drawn at seed time: listing scenes, avatars and slider banners. Everything is
 * composed in code as SVG and rendered with sharp, so the pictures are license-clean, need no
 * network, and the same seed always gives the same picture.
 */
import { toJpeg } from '@abode/server/seed/images/raster';
import { drawScene, type SceneKind } from './scenes/index.js';

export { renderAvatar } from './avatar.js';
export { renderBanner } from './banner.js';
export { SCENE_KINDS, type SceneKind } from './scenes/index.js';

/** A 1600×1067 JPEG of a listing scene. */
export function renderScene(kind: SceneKind, seed: number): Promise<Buffer> {
  return toJpeg(drawScene(kind, seed));
}
