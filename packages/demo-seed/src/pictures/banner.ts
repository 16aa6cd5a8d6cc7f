import { mix, shade } from './color.js';
import { glassTower } from './outdoor/buildings.js';
import { LIGHTS, type Light } from './outdoor/light.js';
import { palm } from './outdoor/plants.js';
import { backdrop, sky } from './outdoor/sky.js';
import { toJpeg } from '@abode/server/seed/images/raster';
import { hashString, Random, styleOf } from './random.js';
import { Canvas, d, group, path, rect } from '@abode/server/seed/images/svg';

const WIDTH = 1920;
const HEIGHT = 720;

/**
 * Towers along the right part of the picture, tallest around `peak`; the left stays calm so that
 * a slider's headline can sit over it.
 */
function towers(
  c: Canvas,
  light: Light,
  rng: Random,
  baseY: number,
  from: number,
  peak: number,
  scale: number,
  haze: number,
): void {
  let x = from;
  while (x < c.width + 40) {
    const w = rng.range(50, 120) * scale;
    const closeness = 1 - Math.min(1, Math.abs(x - peak) / 700);
    const h = (rng.range(60, 160) + closeness * rng.range(80, 260)) * scale;
    glassTower(c, light, rng, {
      x,
      baseY,
      width: w,
      height: h,
      tint: mix(rng.pick(['#4f6f8f', '#5c7a96', '#3f5d78'] as const), light.sky[2], haze),
      floorHeight: 16 * scale,
      mullions: Math.max(2, Math.round(w / 26)),
      depth: w * 0.12,
      crown: rng.pick(['none', 'slant', 'step', 'spire'] as const),
    });
    x += w + rng.range(4, 40) * scale;
  }
}

/** Water below `y` that mirrors what was drawn above it. */
function bay(c: Canvas, light: Light, rng: Random, y: number, mirrored: string): void {
  const [near, far] = light.water;
  c.add(
    rect(
      0,
      y,
      c.width,
      c.height - y,
      c.linear([
        [0, far],
        [1, near],
      ]),
    ),
  );
  c.add(
    group(group(mirrored, { transform: `translate(0 ${y * 2}) scale(1 -1)` }), {
      opacity: 0.28,
      'clip-path': c.clip(rect(0, y, c.width, c.height, '#000')),
    }),
  );
  const ripples: string[] = [];
  for (let i = 0; i < 60; i++)
    ripples.push(
      rect(rng.range(-40, c.width), rng.range(y + 4, c.height), rng.range(40, 200), 2, '#ffffff', {
        opacity: rng.range(0.08, 0.22),
      }),
    );
  c.add(group(ripples));
}

type Scene = (c: Canvas, rng: Random) => void;

const SCENES: readonly Scene[] = [
  // a waterfront skyline at dusk
  (c, rng) => {
    const light = LIGHTS[rng.pick(['dusk', 'golden', 'night'] as const)];
    sky(c, light, rng, 520, rng.int(1, 3));
    const city = c.capture(() => {
      towers(c, light, rng, 520, 640, rng.range(1200, 1600), 1, 0.45);
      towers(c, light, rng, 520, 820, rng.range(1300, 1700), 1.3, 0.1);
    });
    c.add(city);
    bay(c, light, rng, 520, city);
  },
  // desert dunes with palms and a distant skyline
  (c, rng) => {
    const light = LIGHTS[rng.pick(['golden', 'morning'] as const)];
    sky(c, light, rng, 470, rng.int(0, 2));
    towers(c, light, rng, 470, 1100, 1500, 0.7, 0.6);
    const sand = mix('#e2b77a', light.tint, light.tintAmount);
    c.add(rect(0, 470, c.width, c.height - 470, mix(sand, light.sky[2], 0.3)));
    backdrop(c, light, rng, 480, 'dunes');
    c.add(
      path(d`M0 520 Q480 430 960 520 T1920 500 V720 H0 Z`, sand),
      path(d`M0 620 Q600 540 1200 640 T1920 600 V720 H0 Z`, shade(sand, -0.08)),
    );
    for (const x of [1380, 1480, 1700, 1820])
      palm(c, light, rng, x + rng.range(-30, 30), rng.range(600, 660), rng.range(220, 340));
  },
  // a beach with palms, the sea and a few towers on the far shore
  (c, rng) => {
    const light = LIGHTS[rng.pick(['noon', 'morning', 'golden'] as const)];
    sky(c, light, rng, 440, rng.int(2, 4));
    towers(c, light, rng, 440, 1000, 1500, 0.55, 0.55);
    const [near, far] = light.water;
    c.add(
      rect(
        0,
        440,
        c.width,
        200,
        c.linear([
          [0, far],
          [1, near],
        ]),
      ),
    );
    const sand = mix('#efd9b0', light.tint, light.tintAmount);
    c.add(
      path(d`M0 600 Q700 540 1920 580 V720 H0 Z`, '#ffffff', { opacity: 0.7 }),
      path(d`M0 612 Q700 556 1920 596 V720 H0 Z`, sand),
    );
    for (const x of [1300, 1560, 1800]) palm(c, light, rng, x + rng.range(-40, 40), rng.range(680, 720), rng.range(330, 430));
  },
  // a marina: towers on both sides of a calm channel
  (c, rng) => {
    const light = LIGHTS[rng.pick(['golden', 'dusk', 'noon'] as const)];
    sky(c, light, rng, 560, rng.int(1, 3));
    const city = c.capture(() => {
      towers(c, light, rng, 560, 560, 1000, 1.1, 0.35);
    });
    c.add(city);
    bay(c, light, rng, 560, city);
  },
];

/** A 1920×720 hero picture for sliders: skyline or landscape art, no lettering. */
export async function renderBanner(title: string, seed: number): Promise<Buffer> {
  const rng = new Random(hashString(title) ^ Math.imul(seed + 1, 0x85ebca6b));
  const c = new Canvas(WIDTH, HEIGHT);
  styleOf(SCENES, seed)(c, rng);
  return toJpeg(c);
}
