import { shade } from '../color.js';
import { car } from '../outdoor/buildings.js';
import { cladding, sideFace } from '../outdoor/facade.js';
import { ground } from '../outdoor/ground.js';
import { LIGHTS, type Light, lit } from '../outdoor/light.js';
import { roundTree } from '../outdoor/plants.js';
import { backdrop, sky } from '../outdoor/sky.js';
import { type Random, styleOf } from '../random.js';
import { type Canvas, circle, d, group, path, poly, rect } from '@abode/server/seed/images/svg';

const HORIZON = 640;
const BASE = 880;

/** A box truck in side view. */
function truck(c: Canvas, light: Light, x: number, baseY: number, colour: string): void {
  const box = lit(light, '#f1efea');
  const cab = lit(light, colour);
  c.add(
    group([
      rect(x, baseY - 24, 520, 12, light.shadow, { opacity: 0.3 }),
      rect(x, baseY - 230, 380, 200, box),
      rect(x, baseY - 80, 380, 8, shade(box, -0.2)),
      path(d`M${x + 390} ${baseY - 30} v-150 h80 l50 70 v80 Z`, cab),
      path(d`M${x + 400} ${baseY - 170} h60 l38 55 h-98 Z`, shade(light.sky[0], -0.3)),
      ...[x + 70, x + 300, x + 450].flatMap((wx) => [
        circle(wx, baseY - 26, 30, '#1f2226'),
        circle(wx, baseY - 26, 13, '#aab2bb'),
      ]),
    ]),
  );
}

const LOOKS = [
  { cladding: '#9aa7b3', trim: '#2f5d8a', roof: 'gable' },
  { cladding: '#e4e1da', trim: '#c0392b', roof: 'barrel' },
  { cladding: '#b8b0a0', trim: '#3d5a40', roof: 'saw' },
] as const;

/** A warehouse with loading docks and roller doors on a paved yard. */
export function warehouse(c: Canvas, rng: Random, seed: number): void {
  const look = styleOf(LOOKS, seed);
  const light = LIGHTS[rng.pick(['morning', 'noon', 'golden', 'golden'] as const)];
  sky(c, light, rng, HORIZON);
  backdrop(c, light, rng, HORIZON, rng.chance(0.5) ? 'dunes' : 'hills');
  ground(c, light, rng, HORIZON, 'paved');
  const x0 = 120;
  const w = 1260;
  const h = 300;
  const top = BASE - h;
  sideFace(c, light, x0 + w, top, BASE, 90, look.cladding);
  if (look.roof === 'gable')
    c.add(poly([x0 - 20, top, x0 + w / 2, top - 90, x0 + w + 20, top], lit(light, shade(look.cladding, -0.15))));
  if (look.roof === 'barrel')
    c.add(
      path(d`M${x0 - 20} ${top} Q${x0 + w / 2} ${top - 170} ${x0 + w + 20} ${top} Z`, lit(light, shade(look.cladding, -0.12))),
    );
  if (look.roof === 'saw') {
    const teeth: string[] = [];
    for (let i = 0; i < 6; i++) {
      const tx = x0 + (i * w) / 6;
      teeth.push(
        poly([tx, top, tx + w / 6, top - 70, tx + w / 6, top], lit(light, shade(look.cladding, -0.12 - (i % 2) * 0.05))),
      );
      teeth.push(
        poly([tx + w / 6 - 8, top - 66, tx + w / 6, top - 70, tx + w / 6, top, tx + w / 6 - 8, top], shade(light.sky[1], -0.2)),
      );
    }
    c.add(group(teeth));
  }
  cladding(c, light, x0, top, w, h, look.cladding, 16, true);
  c.add(rect(x0, top, w, 22, lit(light, look.trim)), rect(x0, top + 40, w, 30, shade(light.sky[1], -0.1), { opacity: 0.6 }));
  // loading docks with roller doors
  const doors = 4;
  for (let i = 0; i < doors; i++) {
    const dx = x0 + 90 + i * 230;
    const dw = 160;
    const parts = [rect(dx - 10, BASE - 210, dw + 20, 210, lit(light, '#2f3338'))];
    const shutter = lit(light, '#c9ced3');
    const open = rng.chance(0.25) ? 110 : 0;
    parts.push(rect(dx, BASE - 200, dw, 200 - open - 40, shutter));
    for (let ly = BASE - 192; ly < BASE - open - 40; ly += 10) parts.push(rect(dx, ly, dw, 2, shade(shutter, -0.2)));
    parts.push(
      rect(dx - 14, BASE - 40, dw + 28, 40, lit(light, '#55595e')),
      rect(dx + 10, BASE - 14, 30, 14, '#1c1c1c'),
      rect(dx + dw - 40, BASE - 14, 30, 14, '#1c1c1c'),
    );
    c.add(group(parts));
  }
  // office corner with windows
  const ox = x0 + w - 280;
  c.add(rect(ox, top + 90, 250, 190, lit(light, '#eef0f2')));
  for (let i = 0; i < 3; i++) c.add(rect(ox + 20 + i * 78, top + 120, 60, 130, shade(light.sky[0], -0.15)));
  c.add(
    rect(
      0,
      BASE,
      c.width,
      c.height - BASE,
      c.linear([
        [0, lit(light, '#8c8f93')],
        [1, lit(light, '#6e7176')],
      ]),
    ),
  );
  const marks: string[] = [];
  for (let i = 0; i < 8; i++) marks.push(rect(120 + i * 190, BASE + 110, 8, 80, '#f2f0e9', { opacity: 0.8 }));
  c.add(group(marks));
  truck(c, light, rng.range(120, 500), BASE + 140, rng.pick(['#c0392b', '#2f5d8a', '#e67e22', '#2f6f4f'] as const));
  if (rng.chance(0.6)) car(c, light, rng, 1150, BASE + 160, 280);
  roundTree(c, light, rng, 60, BASE + 20, 180);
  roundTree(c, light, rng, 1540, BASE + 20, 200);
}
