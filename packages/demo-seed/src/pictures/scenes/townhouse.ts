import { shade } from '../color.js';
import { street, car } from '../outdoor/buildings.js';
import { cladding, door, pitchedRoof, railing, slab, wall, windowPane } from '../outdoor/facade.js';
import { ground } from '../outdoor/ground.js';
import { LIGHTS, type Light, lit } from '../outdoor/light.js';
import { bush, hedge, palm, pottedPlant, roundTree } from '../outdoor/plants.js';
import { backdrop, sky } from '../outdoor/sky.js';
import { type Random, styleOf } from '../random.js';
import { type Canvas, group, rect } from '@abode/server/seed/images/svg';

const HORIZON = 660;
const BASE = 880;

interface Row {
  walls: readonly string[];
  roof: 'gable' | 'flat' | 'parapet';
  frame: string;
  trees: 'palm' | 'round';
}

const ROWS: readonly Row[] = [
  { walls: ['#e9c9a3', '#c9dbe0', '#f0e3c5', '#d8c3d8', '#c7d8bf'], roof: 'gable', frame: '#ffffff', trees: 'round' },
  { walls: ['#f2efe8', '#e6e0d6'], roof: 'flat', frame: '#2d3137', trees: 'palm' },
  { walls: ['#e8d6b8', '#eadcc4', '#dfc9a6'], roof: 'parapet', frame: '#5b4634', trees: 'palm' },
  { walls: ['#a65e48', '#b26b50', '#9b5744'], roof: 'gable', frame: '#f4f1ea', trees: 'round' },
];

function house(c: Canvas, light: Light, rng: Random, row: Row, x: number, w: number, wallColour: string, floors: number): void {
  const floorH = 150;
  const h = floors * floorH;
  const top = BASE - h;
  if (row.roof === 'flat') {
    wall(c, light, x, top, w, h, wallColour);
    cladding(c, light, x + w * 0.62, top, w * 0.38, h, '#a87b52', 12, true);
    slab(c, light, x, top - 12, w, 12, '#f7f5f0', 8);
  } else {
    wall(c, light, x, top, w, h, wallColour);
  }
  if (row.roof === 'gable')
    pitchedRoof(c, light, x + 4, top, w - 8, 120, rng.pick(['#5a4a44', '#4a4f57', '#7a4a3a'] as const), 'gable', 10);
  if (row.roof === 'parapet') {
    c.add(
      rect(x - 4, top - 30, w + 8, 30, lit(light, shade(wallColour, -0.05))),
      rect(x - 8, top - 34, w + 16, 8, lit(light, shade(wallColour, -0.2))),
    );
  }
  for (let f = 0; f < floors; f++) {
    const fy = top + f * floorH;
    if (f === floors - 1) {
      windowPane(c, light, rng, x + w * 0.12, fy + 35, w * 0.3, floorH - 55, {
        frame: row.frame,
        columns: 1,
        rows: 2,
        arch: row.roof === 'parapet',
      });
      door(
        c,
        light,
        x + w * 0.56,
        BASE - 118,
        w * 0.26,
        118,
        rng.pick(['#2f4f6f', '#8c2f2f', '#2f5f4a', '#3a3a3a', '#6e4426'] as const),
        row.roof === 'flat' ? '#f7f5f0' : undefined,
      );
    } else {
      windowPane(c, light, rng, x + w * 0.12, fy + 30, w * 0.3, floorH - 50, {
        frame: row.frame,
        columns: 1,
        rows: 2,
        sill: true,
      });
      windowPane(c, light, rng, x + w * 0.56, fy + 30, w * 0.3, floorH - 50, {
        frame: row.frame,
        columns: 1,
        rows: 2,
        sill: true,
      });
      if (f === floors - 2 && rng.chance(0.5))
        railing(c, light, x + w * 0.5, fy + floorH - 50, w * 0.42, 44, row.roof === 'flat' ? 'glass' : 'bars');
    }
  }
  c.add(rect(x, BASE - 6, w, 6, lit(light, shade(wallColour, -0.3))));
  c.add(
    group([
      rect(x + w * 0.52, BASE, w * 0.34, 12, lit(light, '#cfc8bb')),
      rect(x + w * 0.5, BASE + 12, w * 0.38, 12, lit(light, '#c4bcae')),
    ]),
  );
}

/** A terrace of three to five townhouses behind small front gardens. */
export function townhouse(c: Canvas, rng: Random, seed: number): void {
  const row = styleOf(ROWS, seed);
  const light = LIGHTS[rng.pick(['morning', 'noon', 'golden', 'golden', 'dusk'] as const)];
  sky(c, light, rng, HORIZON);
  backdrop(c, light, rng, HORIZON, rng.chance(0.5) ? 'trees' : 'city');
  ground(c, light, rng, HORIZON, row.trees === 'palm' ? 'sand' : 'lawn');
  const count = rng.int(3, 5);
  const w = 1400 / count;
  const x0 = 100;
  for (let i = 0; i < count; i++) {
    house(c, light, rng, row, x0 + i * w, w, row.walls[(i + seed) % row.walls.length]!, row.roof === 'gable' ? 2 : rng.int(2, 3));
  }
  street(c, light, BASE + 24, 990);
  for (let i = 0; i < count; i++) {
    const gx = x0 + i * w;
    if (row.trees === 'palm' && i % 2 === 0) palm(c, light, rng, gx + w * 0.25, BASE + 60, rng.range(300, 380));
    else if (row.trees === 'round' && i % 2 === 1) roundTree(c, light, rng, gx + w * 0.2, BASE + 60, rng.range(150, 190));
    hedge(c, light, gx + 6, BASE + 64, w * 0.42, 34);
    pottedPlant(c, light, rng, gx + w * 0.92, BASE + 62, 60);
  }
  bush(c, light, rng, 60, BASE + 80, 120, '#e0457b');
  car(c, light, rng, rng.range(300, 1000), 1050, 300);
}
