import { shade } from '../color.js';
import { type Canvas, circle, d, ellipse, group, line, path, poly, rect } from '@abode/server/seed/images/svg';
import { type Light, lit } from './light.js';

/** A sun lounger in side view, with a cushion. */
export function lounger(c: Canvas, light: Light, x: number, baseY: number, length: number, cushion: string): void {
  const frame = lit(light, '#e9e4da');
  const pad = lit(light, cushion);
  const h = length * 0.18;
  c.add(
    group([
      ellipse(x + length * 0.5, baseY, length * 0.55, 8, light.shadow, { opacity: light.shadowOpacity }),
      rect(x + length * 0.08, baseY - h, 6, h, shade(frame, -0.2)),
      rect(x + length * 0.85, baseY - h, 6, h, shade(frame, -0.2)),
      rect(x, baseY - h - 10, length * 0.72, 12, frame, { rx: 4 }),
      rect(x + 4, baseY - h - 22, length * 0.68, 14, pad, { rx: 6 }),
      poly(
        [
          x + length * 0.7,
          baseY - h - 8,
          x + length,
          baseY - h * 2.6,
          x + length + 14,
          baseY - h * 2.4,
          x + length * 0.76,
          baseY - h - 4,
        ],
        frame,
      ),
      poly(
        [
          x + length * 0.7,
          baseY - h - 20,
          x + length * 0.98,
          baseY - h * 2.75,
          x + length * 1.02,
          baseY - h * 2.5,
          x + length * 0.74,
          baseY - h - 8,
        ],
        pad,
      ),
    ]),
  );
}

/** A parasol with its pole. */
export function parasol(c: Canvas, light: Light, x: number, baseY: number, height: number, canvasColour: string): void {
  const cloth = lit(light, canvasColour);
  const r = height * 0.55;
  c.add(
    group([
      rect(x - 3, baseY - height, 6, height, lit(light, '#8a6f55')),
      rect(x - 18, baseY - 8, 36, 8, lit(light, '#7d7a75'), { rx: 3 }),
      path(
        d`M${x - r} ${baseY - height + r * 0.32} Q${x} ${baseY - height - r * 0.45} ${x + r} ${baseY - height + r * 0.32} Q${x + r * 0.5} ${baseY - height + r * 0.2} ${x} ${baseY - height + r * 0.32} Q${x - r * 0.5} ${baseY - height + r * 0.2} ${x - r} ${baseY - height + r * 0.32} Z`,
        cloth,
      ),
      path(
        d`M${x} ${baseY - height - r * 0.06} L${x - r * 0.35} ${baseY - height + r * 0.26} M${x} ${baseY - height - r * 0.06} L${x + r * 0.35} ${baseY - height + r * 0.26}`,
        'none',
        { stroke: shade(cloth, -0.2), 'stroke-width': 3 },
      ),
    ]),
  );
}

/** A round bistro table with two chairs, side view. */
export function bistroSet(c: Canvas, light: Light, x: number, baseY: number, size: number, colour: string): void {
  const metal = lit(light, colour);
  const chair = (cx: number, facing: 1 | -1) => [
    rect(cx - size * 0.18, baseY - size * 0.45, size * 0.36, 6, metal),
    rect(cx - size * 0.16, baseY - size * 0.45, 4, size * 0.45, metal),
    rect(cx + size * 0.13, baseY - size * 0.45, 4, size * 0.45, metal),
    rect(cx - facing * size * 0.18 - (facing > 0 ? 0 : 4), baseY - size * 0.95, 5, size * 0.5, metal),
  ];
  c.add(
    group([
      ellipse(x, baseY, size * 0.9, 7, light.shadow, { opacity: light.shadowOpacity }),
      ...chair(x - size * 0.55, 1),
      ...chair(x + size * 0.55, -1),
      rect(x - 3, baseY - size * 0.7, 6, size * 0.7, metal),
      rect(x - size * 0.15, baseY - 5, size * 0.3, 5, metal),
      ellipse(x, baseY - size * 0.7, size * 0.32, 6, lit(light, '#f2efe9')),
    ]),
  );
}

/** A wooden deck in perspective: planks converge on a vanishing point above the picture centre. */
export function deck(c: Canvas, light: Light, top: number, colour: string): void {
  const wood = lit(light, colour);
  c.add(
    rect(
      0,
      top,
      c.width,
      c.height - top,
      c.linear([
        [0, shade(wood, 0.08)],
        [1, shade(wood, -0.15)],
      ]),
    ),
  );
  const vx = c.width / 2;
  const vy = top - 900;
  const seams: string[] = [];
  for (let x = -3000; x <= c.width + 3000; x += 150) {
    // the seam is the line from the vanishing point through (x, bottom), cut at the deck's top
    const t = (top - vy) / (c.height - vy);
    seams.push(line(vx + (x - vx) * t, top, x, c.height, shade(wood, -0.22), 2.5));
  }
  c.add(group(seams));
}

/** A glass balustrade with posts along a terrace edge. */
export function glassBalustrade(c: Canvas, light: Light, y: number, height: number): void {
  const parts = [
    rect(
      0,
      y,
      c.width,
      height,
      c.linear([
        [0, '#e8f4fb', 0.35],
        [1, '#b9d7e8', 0.25],
      ]),
    ),
    rect(0, y - 6, c.width, 8, lit(light, '#9aa3ad')),
  ];
  for (let x = 40; x < c.width; x += 260) parts.push(rect(x, y - 6, 8, height + 6, lit(light, '#8a939e')));
  c.add(group(parts));
}

/** A "for sale" board on two posts; the panel stays blank (no text is baked into pictures). */
export function signBoard(c: Canvas, light: Light, x: number, baseY: number, w: number, colour: string): void {
  const h = w * 0.6;
  const post = lit(light, '#7a5c40');
  c.add(
    group([
      rect(x + w * 0.12, baseY - h * 1.9, 8, h * 1.9, post),
      rect(x + w * 0.85, baseY - h * 1.9, 8, h * 1.9, post),
      rect(x, baseY - h * 1.9, w, h, lit(light, colour), { rx: 6 }),
      rect(x + w * 0.1, baseY - h * 1.75, w * 0.8, h * 0.18, '#ffffff', { opacity: 0.9, rx: 4 }),
      rect(x + w * 0.1, baseY - h * 1.45, w * 0.5, h * 0.12, '#ffffff', { opacity: 0.6, rx: 4 }),
      circle(x + w * 0.8, baseY - h * 1.4, h * 0.12, '#ffffff', { opacity: 0.8 }),
    ]),
  );
}

/** A wooden post-and-rail fence across the picture. */
export function railFence(c: Canvas, light: Light, x0: number, x1: number, baseY: number, height: number): void {
  const wood = lit(light, '#9b7a58');
  const parts = [rect(x0, baseY - height * 0.8, x1 - x0, 8, wood), rect(x0, baseY - height * 0.4, x1 - x0, 8, wood)];
  for (let x = x0; x <= x1; x += 120) parts.push(rect(x, baseY - height, 12, height, shade(wood, -0.1)));
  c.add(group(parts));
}

/** A teak outdoor sofa with seat and back cushions, seen from the front. */
export function outdoorSofa(
  c: Canvas,
  light: Light,
  x: number,
  baseY: number,
  width: number,
  cushion: string,
  pillow: string,
): void {
  const wood = lit(light, '#8a6446');
  const pad = lit(light, cushion);
  const h = width * 0.3;
  const seats = 3;
  const inner = width - 80;
  const parts = [
    ellipse(x + width / 2, baseY, width * 0.55, 14, light.shadow, { opacity: light.shadowOpacity }),
    rect(x + 14, baseY - 28, 14, 28, shade(wood, -0.2)),
    rect(x + width - 28, baseY - 28, 14, 28, shade(wood, -0.2)),
    rect(x, baseY - h * 0.45, width, h * 0.2, wood, { rx: 6 }),
    rect(x + 20, baseY - h, width - 40, h * 0.5, shade(wood, -0.1), { rx: 8 }),
  ];
  for (let i = 0; i < seats; i++) {
    const sx = x + 40 + (i * inner) / seats;
    parts.push(rect(sx + 4, baseY - h * 0.95, inner / seats - 8, h * 0.48, shade(pad, -0.06), { rx: 14 }));
    parts.push(rect(sx + 2, baseY - h * 0.56, inner / seats - 4, h * 0.16, pad, { rx: 10 }));
  }
  parts.push(
    rect(x, baseY - h * 0.75, 44, h * 0.5, wood, { rx: 8 }),
    rect(x + width - 44, baseY - h * 0.75, 44, h * 0.5, wood, { rx: 8 }),
    rect(x + 60, baseY - h * 0.86, h * 0.34, h * 0.3, lit(light, pillow), {
      rx: 10,
      transform: `rotate(-8 ${x + 60} ${baseY - h * 0.86})`,
    }),
    rect(x + width - 60 - h * 0.34, baseY - h * 0.9, h * 0.34, h * 0.3, lit(light, pillow), {
      rx: 10,
      transform: `rotate(8 ${x + width - 60} ${baseY - h * 0.9})`,
    }),
  );
  c.add(group(parts));
}
