import { shade } from '../color.js';
import { car, glassTower, street, streetLamp } from '../outdoor/buildings.js';
import { wall } from '../outdoor/facade.js';
import { LIGHTS, type Light } from '../outdoor/light.js';
import { hedge, palm, roundTree } from '../outdoor/plants.js';
import { ground } from '../outdoor/ground.js';
import { backdrop, sky } from '../outdoor/sky.js';
import { type Random, styleOf } from '../random.js';
import { type Canvas, rect } from '@abode/server/seed/images/svg';

const HORIZON = 720;
const BASE = 910;

type Layout = (c: Canvas, rng: Random, light: Light, tint: string) => void;

const LAYOUTS: readonly Layout[] = [
  // one tall tower with a podium
  (c, rng, light, tint) => {
    glassTower(c, light, rng, {
      x: 560,
      baseY: BASE - 120,
      width: 420,
      height: 980,
      tint,
      floorHeight: 38,
      mullions: 8,
      crown: 'step',
    });
    podium(c, light, 380, 780);
  },
  // twin towers of different heights
  (c, rng, light, tint) => {
    glassTower(c, light, rng, {
      x: 920,
      baseY: BASE,
      width: 300,
      height: 700,
      tint: shade(tint, 0.1),
      floorHeight: 36,
      mullions: 6,
      crown: 'slant',
    });
    glassTower(c, light, rng, {
      x: 420,
      baseY: BASE,
      width: 360,
      height: 900,
      tint,
      floorHeight: 36,
      mullions: 7,
      crown: 'spire',
    });
  },
  // a low, wide office building with horizontal bands
  (c, rng, light, tint) => {
    glassTower(c, light, rng, {
      x: 980,
      baseY: BASE,
      width: 280,
      height: 760,
      tint: shade(tint, -0.1),
      floorHeight: 40,
      mullions: 5,
    });
    const x0 = 180;
    const w = 900;
    wall(c, light, x0, BASE - 420, w, 420, '#eeeae2');
    for (let i = 0; i < 5; i++)
      glassTower(c, light, rng, {
        x: x0 + 20,
        baseY: BASE - 20 - i * 82,
        width: w - 40,
        height: 56,
        tint,
        floorHeight: 56,
        mullions: 12,
        depth: 0,
      });
    c.add(rect(x0 - 20, BASE - 436, w + 40, 18, '#f7f5f0'));
  },
];

function podium(c: Canvas, light: Light, x: number, w: number): void {
  wall(c, light, x, BASE - 130, w, 130, '#e9e4db');
  c.add(rect(x - 14, BASE - 140, w + 28, 16, '#f5f2ec'));
  for (let i = 0; i < 7; i++) c.add(rect(x + 30 + i * ((w - 60) / 7), BASE - 105, (w - 60) / 7 - 16, 105, shade('#35506b', 0.2)));
}

/** Office buildings: glass towers on a landscaped plaza. */
export function office(c: Canvas, rng: Random, seed: number): void {
  const light = LIGHTS[rng.pick(['morning', 'noon', 'golden', 'dusk', 'night'] as const)];
  const tint = rng.pick(['#4f7aa3', '#3f6f86', '#5d7d95', '#6b8aa8', '#3d5f7a'] as const);
  sky(c, light, rng, HORIZON);
  backdrop(c, light, rng, HORIZON, 'city');
  ground(c, light, rng, HORIZON, 'paved');
  styleOf(LAYOUTS, seed)(c, rng, light, tint);
  street(c, light, BASE, 990);
  hedge(c, light, 120, BASE + 40, 320, 40);
  hedge(c, light, 1160, BASE + 40, 320, 40);
  for (const x of [90, 1510]) {
    if (rng.chance(0.5)) palm(c, light, rng, x, BASE + 60, rng.range(380, 460));
    else roundTree(c, light, rng, x, BASE + 60, rng.range(200, 240));
  }
  streetLamp(c, light, 470, BASE + 60, 240);
  streetLamp(c, light, 1130, BASE + 60, 240);
  car(c, light, rng, rng.range(200, 700), 1050, 290);
}
