import { mix, shade } from '../color.js';
import { glassTower } from '../outdoor/buildings.js';
import { LIGHTS, lit } from '../outdoor/light.js';
import { sky } from '../outdoor/sky.js';
import type { Random } from '../random.js';
import { type Canvas, group, rect } from '@abode/server/seed/images/svg';

const WATERLINE = 760;

/** A city skyline across the water: a landmark spire among towers, mirrored in the bay. */
export function skyline(c: Canvas, rng: Random, seed: number): void {
  const times = ['golden', 'dusk', 'night', 'noon'] as const;
  const light = LIGHTS[times[seed % times.length]!];
  sky(c, light, rng, WATERLINE, rng.int(0, 3));
  const landmark = rng.range(300, 1200);
  const city = c.capture(() => {
    let x = -40;
    while (x < c.width) {
      const w = rng.range(70, 170);
      const near = Math.abs(x - landmark) < 260;
      const h = rng.range(150, 420) * (near ? 1.3 : 1);
      const tint = rng.pick(['#4f6f8f', '#5c7a96', '#6a8199', '#3f5d78', '#7a8da0'] as const);
      glassTower(c, light, rng, {
        x,
        baseY: WATERLINE,
        width: w,
        height: h,
        tint: mix(tint, light.sky[2], 0.2),
        floorHeight: 18,
        mullions: Math.max(2, Math.round(w / 30)),
        depth: w * 0.15,
        crown: rng.pick(['none', 'none', 'slant', 'step', 'spire'] as const),
      });
      x += w + rng.range(10, 60);
    }
    // the landmark: a slender stepped spire above everything
    const lx = landmark;
    const steel = lit(light, '#a9b7c6');
    const tiers = [0, 1, 2, 3, 4, 5].map((i) =>
      rect(lx - 60 + i * 10, WATERLINE - 150 - i * 90, 120 - i * 20, 150 + i * 90, shade(steel, -0.05 * i)),
    );
    c.add(group(tiers), rect(lx - 3, WATERLINE - 740, 6, 200, steel));
  });
  c.add(city);

  // the water: the skyline mirrored, squashed and faded
  const [near, far] = light.water;
  c.add(
    rect(
      0,
      WATERLINE,
      c.width,
      c.height - WATERLINE,
      c.linear([
        [0, far],
        [1, near],
      ]),
    ),
  );
  const mirrored = group(city, { transform: `translate(0 ${WATERLINE * 2}) scale(1 -1)` });
  c.add(group(mirrored, { opacity: 0.3, 'clip-path': c.clip(rect(0, WATERLINE, c.width, c.height, '#000')) }));
  const ripples: string[] = [];
  for (let i = 0; i < 70; i++) {
    const y = rng.range(WATERLINE + 4, c.height);
    ripples.push(
      rect(rng.range(-50, c.width), y, rng.range(40, 180) * (y / c.height), 2, '#ffffff', { opacity: rng.range(0.08, 0.25) }),
    );
  }
  c.add(group(ripples), rect(0, WATERLINE - 3, c.width, 6, shade(far, -0.2)));
}
