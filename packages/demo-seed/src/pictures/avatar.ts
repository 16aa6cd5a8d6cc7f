import { hsl, mix, shade } from './color.js';
import { toPng } from '@abode/server/seed/images/raster';
import { hashString, Random } from './random.js';
import { Canvas, circle, d, ellipse, group, path, rect } from '@abode/server/seed/images/svg';

const SKIN = ['#f6d7c0', '#eac4a4', '#d9a47e', '#c58a63', '#a8704b', '#8a5638', '#6b4129'] as const;
const HAIR = ['#2b1d16', '#3d2a1f', '#5a3b26', '#8a5a34', '#b98545', '#d8b36a', '#1c1c1f', '#7a7a7a'] as const;
const SHIRTS = ['#2a6f97', '#e76f51', '#2a9d8f', '#e9c46a', '#6d597a', '#f4f1ea', '#264653', '#b56576'] as const;

type Hair = 'short' | 'side' | 'long' | 'bun' | 'curly' | 'bald' | 'hijab' | 'ghutra';
const HAIRSTYLES: readonly Hair[] = ['short', 'side', 'long', 'bun', 'curly', 'bald', 'hijab', 'ghutra'];

/** A friendly head-and-shoulders portrait on a soft colour, the same for the same name and seed. */
export async function renderAvatar(name: string, seed: number): Promise<Buffer> {
  const rng = new Random(hashString(name) ^ Math.imul(seed, 0x9e3779b1));
  const c = new Canvas(400, 400);
  const hue = rng.range(0, 360);
  c.add(
    rect(
      0,
      0,
      400,
      400,
      c.linear([
        [0, hsl(hue, 0.55, 0.82)],
        [1, hsl(hue, 0.5, 0.7)],
      ]),
    ),
  );
  c.add(circle(320, 70, 90, '#ffffff', { opacity: 0.15 }));

  const skin = rng.pick(SKIN);
  const hairColour = rng.pick(HAIR);
  const style = rng.pick(HAIRSTYLES);
  const shirt = rng.pick(SHIRTS);
  const cx = 200;
  const cy = 185;
  const r = 78;

  // hair that falls behind the shoulders comes first
  if (style === 'long')
    c.add(
      path(
        d`M${cx - r - 8} ${cy} Q${cx - r - 20} ${cy + 150} ${cx - r + 10} ${cy + 170} H${cx + r - 10} Q${cx + r + 20} ${cy + 150} ${cx + r + 8} ${cy} Z`,
        hairColour,
      ),
    );
  if (style === 'hijab')
    c.add(
      path(
        d`M${cx - r - 22} ${cy + 10} Q${cx - r - 30} ${cy + 170} ${cx - 150} ${400} H${cx + 150} Q${cx + r + 30} ${cy + 170} ${cx + r + 22} ${cy + 10} Z`,
        shade(shirt, -0.15),
      ),
    );

  // shoulders, neck, collar
  c.add(
    path(
      d`M${cx - 150} 400 Q${cx - 140} ${cy + 120} ${cx} ${cy + 115} Q${cx + 140} ${cy + 120} ${cx + 150} 400 Z`,
      style === 'ghutra' ? '#f7f5f0' : shirt,
    ),
  );
  c.add(rect(cx - 26, cy + 50, 52, 70, shade(skin, -0.1), { rx: 20 }));
  if (style !== 'ghutra' && style !== 'hijab')
    c.add(
      path(d`M${cx - 34} ${cy + 112} L${cx} ${cy + 150} L${cx + 34} ${cy + 112}`, 'none', {
        stroke: shade(shirt, -0.25),
        'stroke-width': 8,
        'stroke-linejoin': 'round',
      }),
    );

  // ears and face
  c.add(ellipse(cx - r + 4, cy + 8, 16, 22, shade(skin, -0.06)), ellipse(cx + r - 4, cy + 8, 16, 22, shade(skin, -0.06)));
  c.add(ellipse(cx, cy, r - 6, r + 4, skin));

  // hair on top
  const parts: string[] = [];
  if (style === 'short')
    parts.push(
      path(
        d`M${cx - r + 2} ${cy - 6} Q${cx - r} ${cy - r - 20} ${cx} ${cy - r - 12} Q${cx + r} ${cy - r - 20} ${cx + r - 2} ${cy - 6} Q${cx + 30} ${cy - r + 20} ${cx - r + 2} ${cy - 6} Z`,
        hairColour,
      ),
    );
  if (style === 'side')
    parts.push(
      path(
        d`M${cx - r + 2} ${cy + 4} Q${cx - r - 8} ${cy - r - 24} ${cx + 10} ${cy - r - 12} Q${cx + r + 6} ${cy - r} ${cx + r - 2} ${cy + 4} Q${cx + r - 20} ${cy - 50} ${cx - 20} ${cy - 40} Q${cx - 50} ${cy - 30} ${cx - r + 2} ${cy + 4} Z`,
        hairColour,
      ),
    );
  if (style === 'long' || style === 'bun')
    parts.push(
      path(
        d`M${cx - r} ${cy + 30} Q${cx - r - 6} ${cy - r - 22} ${cx} ${cy - r - 14} Q${cx + r + 6} ${cy - r - 22} ${cx + r} ${cy + 30} Q${cx + r - 14} ${cy - 40} ${cx} ${cy - 46} Q${cx - r + 14} ${cy - 40} ${cx - r} ${cy + 30} Z`,
        hairColour,
      ),
    );
  if (style === 'bun') parts.push(circle(cx, cy - r - 24, 34, hairColour));
  if (style === 'curly')
    for (let i = 0; i < 11; i++)
      parts.push(
        circle(
          cx + Math.cos(Math.PI + (i / 10) * Math.PI) * (r - 4),
          cy - 12 + Math.sin(Math.PI + (i / 10) * Math.PI) * (r - 4),
          26,
          hairColour,
        ),
      );
  if (style === 'hijab')
    parts.push(
      path(
        d`M${cx - r - 22} ${cy + 60} Q${cx - r - 30} ${cy - r - 40} ${cx} ${cy - r - 30} Q${cx + r + 30} ${cy - r - 40} ${cx + r + 22} ${cy + 60} Q${cx + r + 6} ${cy - 50} ${cx} ${cy - r + 6} Q${cx - r - 6} ${cy - 50} ${cx - r - 22} ${cy + 60} Z`,
        shade(shirt, -0.15),
      ),
    );
  if (style === 'ghutra') {
    parts.push(
      path(
        d`M${cx - r - 24} ${cy + 130} Q${cx - r - 34} ${cy - r - 40} ${cx} ${cy - r - 28} Q${cx + r + 34} ${cy - r - 40} ${cx + r + 24} ${cy + 130} L${cx + r - 2} ${cy + 20} Q${cx + r - 6} ${cy - r + 4} ${cx} ${cy - r + 4} Q${cx - r + 6} ${cy - r + 4} ${cx - r + 2} ${cy + 20} Z`,
        '#fbfaf7',
      ),
    );
    parts.push(rect(cx - r - 4, cy - r - 4, (r + 4) * 2, 14, '#1f1f22', { rx: 7 }));
  }
  c.add(group(parts));

  // face: brows, eyes, cheeks, smile, maybe glasses or a beard
  const ink = shade(hairColour, -0.2);
  c.add(
    path(d`M${cx - 44} ${cy - 22} q14 -10 28 -2 M${cx + 16} ${cy - 24} q14 -8 28 2`, 'none', {
      stroke: ink,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
  );
  c.add(circle(cx - 28, cy + 2, 7, '#2a2320'), circle(cx + 28, cy + 2, 7, '#2a2320'));
  c.add(
    ellipse(cx - 44, cy + 28, 14, 9, '#e86f6f', { opacity: 0.25 }),
    ellipse(cx + 44, cy + 28, 14, 9, '#e86f6f', { opacity: 0.25 }),
  );
  if ((style === 'short' || style === 'bald' || style === 'ghutra' || style === 'side') && rng.chance(0.45)) {
    c.add(
      path(
        d`M${cx - r + 8} ${cy + 10} Q${cx - r + 12} ${cy + r + 14} ${cx} ${cy + r + 10} Q${cx + r - 12} ${cy + r + 14} ${cx + r - 8} ${cy + 10} Q${cx + 40} ${cy + 60} ${cx} ${cy + 56} Q${cx - 40} ${cy + 60} ${cx - r + 8} ${cy + 10} Z`,
        mix(hairColour, skin, 0.15),
      ),
    );
  }
  c.add(
    path(d`M${cx - 22} ${cy + 36} Q${cx} ${cy + 56} ${cx + 22} ${cy + 36}`, 'none', {
      stroke: '#7a3b32',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
  );
  if (rng.chance(0.25)) {
    c.add(
      group(
        [circle(cx - 28, cy + 2, 20, 'none'), circle(cx + 28, cy + 2, 20, 'none'), path(d`M${cx - 8} ${cy + 2} h16`, 'none')],
        { stroke: '#2b2b2b', 'stroke-width': 5 },
      ),
    );
  }
  return toPng(c);
}
