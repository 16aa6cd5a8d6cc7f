import { ground } from '../outdoor/ground.js';
import { backdrop, sky } from '../outdoor/sky.js';
import { glassTower, residentialBlock, street, streetLamp, car } from '../outdoor/buildings.js';
import { LIGHTS } from '../outdoor/light.js';
import { bush, palm, roundTree } from '../outdoor/plants.js';
import { type Random, styleOf } from '../random.js';
import type { Canvas } from '@abode/server/seed/images/svg';

const HORIZON = 700;
const BASE = 900;

interface Look {
  wall: readonly string[];
  accent: readonly (string | undefined)[];
  frame: string;
  balconies: 'glass' | 'bars';
  floors: readonly [number, number];
  trees: 'palm' | 'round';
  neighbour: 'tower' | 'block' | 'none';
}

const LOOKS: readonly Look[] = [
  {
    wall: ['#f4f1ea', '#ece7de'],
    accent: ['#c58f5e', '#9c6b45', undefined],
    frame: '#2d3137',
    balconies: 'glass',
    floors: [7, 9],
    trees: 'palm',
    neighbour: 'tower',
  },
  {
    wall: ['#b5624a', '#a85a45', '#c07254'],
    accent: [undefined],
    frame: '#2b2b2b',
    balconies: 'bars',
    floors: [5, 6],
    trees: 'round',
    neighbour: 'block',
  },
  {
    wall: ['#e8d8bd', '#e2cfae'],
    accent: ['#8fa8b8', '#c9b28f'],
    frame: '#4a3f35',
    balconies: 'glass',
    floors: [6, 8],
    trees: 'palm',
    neighbour: 'none',
  },
  {
    wall: ['#d7dde3', '#cfd6dd'],
    accent: ['#4d6a86', '#39536b'],
    frame: '#1f2a36',
    balconies: 'glass',
    floors: [8, 10],
    trees: 'round',
    neighbour: 'tower',
  },
];

/** A mid-rise apartment building on a city street. */
export function apartment(c: Canvas, rng: Random, seed: number): void {
  const look = styleOf(LOOKS, seed);
  const light = LIGHTS[rng.pick(['morning', 'noon', 'golden', 'dusk'] as const)];
  sky(c, light, rng, HORIZON);
  backdrop(c, light, rng, HORIZON, 'city');
  ground(c, light, rng, HORIZON, 'paved');

  if (look.neighbour === 'tower') {
    glassTower(c, light, rng, {
      x: rng.range(1120, 1250),
      baseY: BASE,
      width: 260,
      height: 820,
      tint: '#5a7fa3',
      floorHeight: 34,
      mullions: 6,
      crown: 'slant',
    });
  } else if (look.neighbour === 'block') {
    residentialBlock(c, light, rng, {
      x: 1180,
      baseY: BASE,
      width: 420,
      floors: 4,
      floorHeight: 92,
      wall: '#d9cbb5',
      frame: '#ffffff',
      bays: 4,
      balconies: 'none',
    });
  }
  const floors = rng.int(look.floors[0], look.floors[1]);
  const floorHeight = Math.min(92, 640 / floors);
  residentialBlock(c, light, rng, {
    x: 250,
    baseY: BASE,
    width: 860,
    floors,
    floorHeight,
    wall: rng.pick(look.wall),
    frame: look.frame,
    bays: 6,
    balconies: look.balconies,
    accent: rng.pick(look.accent),
    lobby: 120,
  });
  street(c, light, BASE, 985);
  for (const x of [150, 600, 1080, 1480]) {
    if (look.trees === 'palm') palm(c, light, rng, x + rng.range(-30, 30), BASE + 40, rng.range(330, 420));
    else roundTree(c, light, rng, x + rng.range(-30, 30), BASE + 40, rng.range(170, 220));
  }
  streetLamp(c, light, 860, BASE + 50, 240);
  bush(c, light, rng, 380, BASE + 30, 160);
  bush(c, light, rng, 960, BASE + 30, 140);
  car(c, light, rng, rng.range(80, 300), 1045, 300);
  if (rng.chance(0.6)) car(c, light, rng, rng.range(900, 1200), 1045, 290);
}
