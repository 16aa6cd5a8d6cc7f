import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, renderIcon } from './icons.js';

describe('icons', () => {
  it('are 256×256 PNGs on a transparent background, drawn in the given colour', async () => {
    for (const name of ICON_NAMES) {
      const png = await renderIcon(name, '#1f6f8b');
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height, info.channels]).toEqual([256, 256, 4]);
      expect(data[3]).toBe(0); // the top-left corner is see-through
      let inked = 0;
      let offColour = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3] !== 255) continue;
        inked += 1;
        if (data[i] !== 0x1f || data[i + 1] !== 0x6f || data[i + 2] !== 0x8b) offColour += 1;
      }
      expect(offColour, name).toBe(0);
      // a line drawing: some ink, mostly background
      expect(inked, name).toBeGreaterThan(1500);
      expect(inked, name).toBeLessThan(256 * 256 * 0.4);
    }
  });

  it('refuses a colour that is not a hex colour', async () => {
    await expect(renderIcon('villa', 'red"/><script>')).rejects.toThrow('#hex colour');
  });
});
