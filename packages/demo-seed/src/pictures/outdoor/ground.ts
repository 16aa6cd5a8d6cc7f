import { mix, shade } from '../color.js';
import type { Random } from '../random.js';
import { type Canvas, d, group, line, path, poly, rect } from '@abode/server/seed/images/svg';
import { type Light, lit } from './light.js';

export type GroundKind = 'lawn' | 'sand' | 'paved';

const GROUND: Record<GroundKind, string> = { lawn: '#78a852', sand: '#e0c28e', paved: '#c9c4bb' };

/** Ground from the horizon to the bottom edge, lighter and hazier in the distance. */
export function ground(c: Canvas, light: Light, rng: Random, horizon: number, kind: GroundKind): void {
  const base = lit(light, GROUND[kind]);
  c.add(
    rect(
      0,
      horizon,
      c.width,
      c.height - horizon,
      c.linear([
        [0, mix(base, light.sky[2], 0.35)],
        [0.3, base],
        [1, shade(base, -0.18)],
      ]),
    ),
  );
  if (kind === 'lawn') {
    // mowing stripes
    const stripes: string[] = [];
    for (let i = 0; i < 9; i++) {
      const x0 = (i / 9) * c.width;
      stripes.push(
        poly(
          [
            x0,
            horizon,
            x0 + c.width / 18,
            horizon,
            (i / 9) * c.width * 1.6 - c.width * 0.3 + c.width / 12,
            c.height,
            (i / 9) * c.width * 1.6 - c.width * 0.3,
            c.height,
          ],
          '#ffffff',
          { opacity: 0.04 },
        ),
      );
    }
    c.add(group(stripes));
  }
  if (kind === 'sand') {
    const ripples: string[] = [];
    for (let i = 0; i < 14; i++) {
      const y = rng.range(horizon + 20, c.height);
      const x = rng.range(-100, c.width);
      ripples.push(
        path(d`M${x} ${y} q${120} ${-12} ${260} 0`, 'none', { stroke: shade(base, -0.12), 'stroke-width': 2, opacity: 0.5 }),
      );
    }
    c.add(group(ripples));
  }
}

/** A paved path or driveway that widens towards the viewer. */
export function driveway(
  c: Canvas,
  light: Light,
  xFar: number,
  yFar: number,
  wFar: number,
  xNear: number,
  wNear: number,
  color = '#d8d2c6',
): void {
  const paving = lit(light, color);
  const bottom = c.height;
  c.add(
    poly(
      [xFar, yFar, xFar + wFar, yFar, xNear + wNear, bottom, xNear, bottom],
      c.linear([
        [0, shade(paving, 0.05)],
        [1, shade(paving, -0.12)],
      ]),
    ),
  );
  const joints: string[] = [];
  for (let i = 1; i < 8; i++) {
    const t = (i / 8) ** 1.6;
    const y = yFar + (bottom - yFar) * t;
    const xl = xFar + (xNear - xFar) * t;
    const xr = xFar + wFar + (xNear + wNear - xFar - wFar) * t;
    joints.push(line(xl, y, xr, y, shade(paving, -0.2), 1 + t * 2));
  }
  c.add(group(joints));
}

/** A swimming pool seen at a low angle: coping, water with ripples, a darker far wall. */
export function pool(c: Canvas, light: Light, rng: Random, x: number, y: number, w: number, h: number): void {
  const coping = lit(light, '#ece6da');
  const water = light.time === 'night' ? ['#2fb4d8', '#0f5f8f'] : ['#7fd6ee', '#1f9ac8'];
  const parts = [
    rect(x - 16, y - 10, w + 32, h + 24, coping, { rx: 4 }),
    rect(
      x,
      y,
      w,
      h,
      c.linear([
        [0, water[0]!],
        [1, water[1]!],
      ]),
    ),
    rect(x, y, w, h * 0.22, shade(water[1]!, -0.25), { opacity: 0.45 }),
  ];
  for (let i = 0; i < 14; i++) {
    const rx = x + rng.range(0.05, 0.85) * w;
    const ry = y + rng.range(0.3, 0.92) * h;
    parts.push(
      path(d`M${rx} ${ry} q${18} ${-6} ${36} 0 t${36} 0`, 'none', { stroke: '#ffffff', 'stroke-width': 2.5, opacity: 0.55 }),
    );
  }
  c.add(group(parts));
}

/** A low boundary wall with a capping, in front of a plot. */
export function boundaryWall(c: Canvas, light: Light, x: number, baseY: number, w: number, h: number, color: string): void {
  const body = lit(light, color);
  c.add(
    rect(x, baseY - h, w, h, body),
    rect(x - 4, baseY - h - 8, w + 8, 10, shade(body, 0.15)),
    rect(x, baseY - h + 2, w, 6, light.shadow, { opacity: 0.15 }),
  );
}

/** A white picket fence. */
export function picketFence(c: Canvas, light: Light, x: number, baseY: number, w: number, h: number): void {
  const paint = lit(light, '#f4f1ea');
  const parts = [rect(x, baseY - h * 0.75, w, 6, paint), rect(x, baseY - h * 0.3, w, 6, paint)];
  for (let px = x; px < x + w; px += 22) parts.push(path(d`M${px} ${baseY} v${-h + 8} l6 -8 l6 8 v${h - 8} Z`, paint));
  c.add(group(parts), rect(x, baseY - 2, w, 4, light.shadow, { opacity: 0.2 }));
}
