import { mix, shade } from '../color.js';
import type { Random } from '../random.js';
import { type Canvas, circle, d, ellipse, group, path, rect } from '@abode/server/seed/images/svg';
import type { Light } from './light.js';

/** Sky gradient down to the horizon, sun or moon, stars at night, and a few clouds. */
export function sky(c: Canvas, light: Light, rng: Random, horizon: number, clouds = rng.int(1, 4)): void {
  const [top, middle, low] = light.sky;
  c.add(
    rect(
      0,
      0,
      c.width,
      horizon + 4,
      c.linear([
        [0, top],
        [0.6, middle],
        [1, low],
      ]),
    ),
  );

  if (light.time === 'night') {
    for (let i = 0; i < 90; i++) {
      c.add(
        circle(rng.range(0, c.width), rng.range(0, horizon * 0.75), rng.range(0.8, 2.2), '#ffffff', {
          opacity: rng.range(0.3, 0.9),
        }),
      );
    }
  }
  sun(c, light, rng, horizon);
  for (let i = 0; i < clouds; i++) {
    cloud(c, light, rng.range(-100, c.width + 100), rng.range(horizon * 0.12, horizon * 0.6), rng.range(0.6, 1.4), rng);
  }
}

function sun(c: Canvas, light: Light, rng: Random, horizon: number): void {
  const position: Record<Light['time'], [number, number, number]> = {
    morning: [0.2, 0.45, 46],
    noon: [0.75, 0.12, 40],
    golden: [0.78, 0.78, 58],
    dusk: [0.3, 0.98, 70],
    night: [0.8, 0.16, 34],
  };
  const [fx, fy, r] = position[light.time];
  const x = c.width * (fx + rng.range(-0.08, 0.08));
  const y = horizon * fy;
  const glow = c.radial([
    [0, light.sun, 0.75],
    [0.25, light.sun, 0.3],
    [1, light.sun, 0],
  ]);
  c.add(circle(x, y, r * 6, glow));
  if (light.time === 'night') {
    // a crescent: the outer half circle and a flatter inner arc on the same side
    c.add(path(d`M${x} ${y - r} A${r} ${r} 0 1 0 ${x} ${y + r} A${r * 0.6} ${r} 0 1 1 ${x} ${y - r} Z`, light.sun));
  } else {
    c.add(circle(x, y, r, light.sun, { opacity: 0.95 }));
  }
}

/** A cumulus cloud: overlapping puffs over a flat base, lit from above. */
export function cloud(c: Canvas, light: Light, x: number, y: number, scale: number, rng: Random): void {
  const puffs: string[] = [];
  const base = light.cloud;
  const under = mix(base, light.sky[1], 0.35);
  const width = 220 * scale;
  const count = rng.int(4, 7);
  for (let i = 0; i < count; i++) {
    const px = x + (i / (count - 1) - 0.5) * width;
    const r = (34 + rng.range(0, 36) * Math.sin((Math.PI * (i + 0.5)) / count)) * scale;
    puffs.push(circle(px, y - r * 0.35, r, base));
  }
  c.add(
    group(
      [
        ellipse(x, y + 10 * scale, width * 0.62, 28 * scale, under),
        ...puffs,
        ellipse(x, y + 6 * scale, width * 0.55, 18 * scale, under, { opacity: 0.6 }),
      ],
      { opacity: light.time === 'night' ? 0.5 : 0.9 },
    ),
  );
}

export type Backdrop = 'hills' | 'dunes' | 'city' | 'sea' | 'trees';

/** What lies on the horizon: soft layers that fade into the sky. */
export function backdrop(c: Canvas, light: Light, rng: Random, horizon: number, kind: Backdrop): void {
  const haze = light.sky[2];
  if (kind === 'city') {
    for (const [layer, fade] of [
      [0, 0.6],
      [1, 0.4],
    ] as const) {
      const color = mix(shade('#5b6b84', -0.1 * layer), haze, fade);
      let x = -20;
      while (x < c.width) {
        const w = rng.range(30, 90);
        const h = rng.range(30, 150) * (layer === 0 ? 1.3 : 0.9);
        c.add(rect(x, horizon - h, w, h + 6, color));
        if (rng.chance(0.15)) c.add(rect(x + w / 2 - 2, horizon - h - 40, 4, 40, color));
        x += w + rng.range(-10, 20);
      }
    }
    return;
  }
  if (kind === 'sea') {
    const [near, far] = light.water;
    c.add(
      rect(
        0,
        horizon - 2,
        c.width,
        40,
        c.linear([
          [0, far],
          [1, near],
        ]),
      ),
    );
    return;
  }
  const layers = kind === 'trees' ? 1 : 2;
  for (let layer = 0; layer < layers; layer++) {
    const ground = kind === 'dunes' ? '#d9a86c' : kind === 'trees' ? '#4d7a45' : '#6d9a5a';
    const color = mix(ground, haze, layer === 0 ? 0.6 : 0.35);
    const amplitude = (kind === 'trees' ? 40 : kind === 'dunes' ? 60 : 110) * (layer === 0 ? 1 : 0.6);
    c.add(path(ridge(c.width, horizon + 4, amplitude, rng, kind === 'trees' ? 48 : 6), color));
  }
}

/** A smooth (or, with many segments, bumpy like a treeline) ridge closed down to `baseY`. */
function ridge(width: number, baseY: number, amplitude: number, rng: Random, segments: number): string {
  const step = width / segments;
  let out = d`M-20 ${baseY} L-20 ${baseY - rng.range(0.2, 1) * amplitude}`;
  for (let i = 0; i <= segments; i++) {
    const x = i * step;
    const y = baseY - rng.range(0.25, 1) * amplitude;
    out += d` Q${x - step / 2} ${y - amplitude * 0.3} ${x} ${y}`;
  }
  return `${out}${d` L${width + 20} ${baseY} Z`}`;
}
