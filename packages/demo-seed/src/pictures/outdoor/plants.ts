import { shade } from '../color.js';
import type { Random } from '../random.js';
import { type Canvas, circle, d, ellipse, group, path, rect } from '@abode/server/seed/images/svg';
import { type Light, lit } from './light.js';

const LEAF_GREENS = ['#4f8a3c', '#5f9a45', '#3f7a3a', '#6aa04a', '#4a8350'] as const;

/** Soft contact shadow on the ground. */
export function groundShadow(c: Canvas, light: Light, x: number, y: number, rx: number, ry = rx * 0.18): void {
  c.add(ellipse(x, y, rx, ry, light.shadow, { opacity: light.shadowOpacity }));
}

/** A broadleaf tree: trunk and a canopy of puffs, darker underneath and lit from the upper left. */
export function roundTree(c: Canvas, light: Light, rng: Random, x: number, baseY: number, size: number): void {
  const green = lit(light, rng.pick(LEAF_GREENS));
  const trunkH = size * rng.range(0.45, 0.6);
  groundShadow(c, light, x + size * 0.15, baseY, size * 0.55);
  c.add(
    path(
      d`M${x - size * 0.05} ${baseY} L${x - size * 0.03} ${baseY - trunkH} L${x + size * 0.03} ${baseY - trunkH} L${x + size * 0.05} ${baseY} Z`,
      lit(light, '#6b4a32'),
    ),
  );
  const cy = baseY - trunkH - size * 0.35;
  const puffs: string[] = [];
  const highlights: string[] = [];
  for (let i = 0; i < 9; i++) {
    const angle = (i / 9) * Math.PI * 2;
    const px = x + Math.cos(angle) * size * 0.32;
    const py = cy + Math.sin(angle) * size * 0.24;
    const r = size * rng.range(0.22, 0.3);
    puffs.push(circle(px, py, r, shade(green, -0.18)));
    if (Math.sin(angle) < 0.2) highlights.push(circle(px - r * 0.2, py - r * 0.25, r * 0.7, green));
  }
  c.add(
    group([
      circle(x, cy, size * 0.38, shade(green, -0.18)),
      ...puffs,
      ...highlights,
      circle(x - size * 0.12, cy - size * 0.18, size * 0.18, shade(green, 0.12), { opacity: 0.7 }),
    ]),
  );
}

/** A slim Italian cypress. */
export function cypress(c: Canvas, light: Light, rng: Random, x: number, baseY: number, height: number): void {
  const w = height * rng.range(0.14, 0.18);
  const green = lit(light, '#3d6b3a');
  groundShadow(c, light, x + w * 0.4, baseY, w * 0.9);
  c.add(
    path(
      d`M${x} ${baseY - height} C${x + w * 0.9} ${baseY - height * 0.6} ${x + w * 0.7} ${baseY - height * 0.1} ${x} ${baseY} C${x - w * 0.7} ${baseY - height * 0.1} ${x - w * 0.9} ${baseY - height * 0.6} ${x} ${baseY - height} Z`,
      green,
    ),
  );
  c.add(
    path(
      d`M${x} ${baseY - height} C${x - w * 0.9} ${baseY - height * 0.6} ${x - w * 0.6} ${baseY - height * 0.15} ${x - w * 0.05} ${baseY - 4} C${x - w * 0.2} ${baseY - height * 0.4} ${x - w * 0.3} ${baseY - height * 0.7} ${x} ${baseY - height} Z`,
      shade(green, 0.15),
      { opacity: 0.8 },
    ),
  );
}

/** A date palm: a gently curved ringed trunk and drooping fronds. */
export function palm(c: Canvas, light: Light, rng: Random, x: number, baseY: number, height: number): void {
  const lean = rng.range(-0.18, 0.18) * height;
  const topX = x + lean;
  const topY = baseY - height;
  const trunk = lit(light, '#8a6a4a');
  const frond = lit(light, rng.pick(['#3f7d3a', '#4a8a3f', '#5b8f3c'] as const));
  groundShadow(c, light, x + height * 0.15, baseY, height * 0.3);
  const w = height * 0.035;
  c.add(
    path(
      d`M${x - w} ${baseY} Q${x + lean * 0.2 - w} ${baseY - height * 0.5} ${topX - w * 0.7} ${topY} L${topX + w * 0.7} ${topY} Q${x + lean * 0.2 + w} ${baseY - height * 0.5} ${x + w} ${baseY} Z`,
      trunk,
    ),
  );
  const rings: string[] = [];
  for (let t = 0.06; t < 0.97; t += 0.06) {
    const ry = baseY - height * t;
    const rx = x + lean * (0.4 * t * (1 - t) + t * t); // the trunk's Bézier at t
    rings.push(path(d`M${rx - w} ${ry} q${w} ${w * 0.5} ${w * 2} 0`, 'none', { stroke: shade(trunk, -0.3), 'stroke-width': 2 }));
  }
  c.add(group(rings));
  const count = rng.int(11, 14);
  const fronds: string[] = [];
  for (let i = 0; i < count; i++) {
    // fronds fan out over the upper half circle and droop under their own weight
    const angle = Math.PI * 0.95 + (i / (count - 1)) * Math.PI * 1.1 + rng.range(-0.12, 0.12);
    const len = height * rng.range(0.3, 0.42);
    const ex = topX + Math.cos(angle) * len;
    const ey = topY + Math.sin(angle) * len * 0.45 + Math.abs(Math.cos(angle)) * len * 0.5;
    const mx = topX + Math.cos(angle) * len * 0.5;
    const my = topY + Math.sin(angle) * len * 0.5 - len * 0.18;
    const color = i % 2 ? frond : shade(frond, -0.18);
    fronds.push(frondWithLeaflets(topX, topY, mx, my, ex, ey, len, color));
  }
  c.add(group(fronds), circle(topX, topY + 4, w * 1.3, shade(trunk, -0.2)));
}

/** A rounded shrub, optionally with flowers. */
export function bush(c: Canvas, light: Light, rng: Random, x: number, baseY: number, width: number, flowers?: string): void {
  const green = lit(light, rng.pick(LEAF_GREENS));
  const h = width * 0.55;
  const parts: string[] = [];
  const count = Math.max(3, Math.round(width / 30));
  for (let i = 0; i < count; i++) {
    const px = x - width / 2 + ((i + 0.5) / count) * width;
    const r = (width / count) * rng.range(0.75, 1);
    parts.push(circle(px, baseY - h * 0.45 - rng.range(0, h * 0.25), r, shade(green, -0.15)));
    parts.push(circle(px - r * 0.2, baseY - h * 0.55 - rng.range(0, h * 0.25), r * 0.65, green));
  }
  if (flowers) {
    for (let i = 0; i < count * 4; i++) {
      parts.push(
        circle(x + rng.range(-0.45, 0.45) * width, baseY - rng.range(0.3, 0.9) * h, rng.range(3, 6), lit(light, flowers)),
      );
    }
  }
  c.add(group([ellipse(x, baseY - h * 0.3, width * 0.5, h * 0.32, shade(green, -0.22)), ...parts]));
}

/** A clipped hedge along a line. */
export function hedge(c: Canvas, light: Light, x: number, baseY: number, width: number, height: number): void {
  const green = lit(light, '#4a7d3f');
  c.add(
    rect(
      x,
      baseY - height,
      width,
      height,
      c.linear([
        [0, shade(green, 0.12)],
        [1, shade(green, -0.25)],
      ]),
      { rx: height * 0.3 },
    ),
  );
}

/** A potted plant on a terrace or by a door. */
export function pottedPlant(c: Canvas, light: Light, rng: Random, x: number, baseY: number, size: number, pot = '#c9c2b8'): void {
  const potW = size * 0.5;
  const potH = size * 0.45;
  groundShadow(c, light, x + size * 0.1, baseY, potW * 0.8);
  bush(c, light, rng, x, baseY - potH + size * 0.05, size * 0.85);
  c.add(
    path(
      d`M${x - potW / 2} ${baseY - potH} L${x + potW / 2} ${baseY - potH} L${x + potW * 0.38} ${baseY} L${x - potW * 0.38} ${baseY} Z`,
      lit(light, pot),
    ),
  );
}

/** A feathery frond: a curved midrib with leaflets on both sides that shorten towards the tip. */
function frondWithLeaflets(
  x0: number,
  y0: number,
  mx: number,
  my: number,
  x1: number,
  y1: number,
  len: number,
  color: string,
): string {
  let leaflets = '';
  const steps = 14;
  for (let k = 2; k <= steps; k++) {
    const t = k / steps;
    const px = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * mx + t * t * x1;
    const py = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * my + t * t * y1;
    const tx = 2 * (1 - t) * (mx - x0) + 2 * t * (x1 - mx);
    const ty = 2 * (1 - t) * (my - y0) + 2 * t * (y1 - my);
    const norm = Math.hypot(tx, ty) || 1;
    const leaf = len * 0.2 * Math.sin(Math.PI * Math.min(1, t * 1.1));
    for (const side of [1, -1]) {
      // leaflets point forward along the frond and hang a little
      const lx = px + ((tx / norm) * 0.55 - (side * ty) / norm) * leaf;
      const ly = py + ((ty / norm) * 0.55 + (side * tx) / norm) * leaf + leaf * 0.35;
      leaflets += d`M${px} ${py} L${lx} ${ly} `;
    }
  }
  return group([
    path(leaflets, 'none', { stroke: color, 'stroke-width': Math.max(2, len * 0.022), 'stroke-linecap': 'round' }),
    path(d`M${x0} ${y0} Q${mx} ${my} ${x1} ${y1}`, 'none', {
      stroke: shade(color, -0.2),
      'stroke-width': Math.max(2, len * 0.025),
      'stroke-linecap': 'round',
    }),
  ]);
}
