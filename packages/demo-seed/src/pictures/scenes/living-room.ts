import { shade } from '../color.js';
import { bookcase, coffeeTable, floorLamp, pendant, plant, rug, sofa } from '../indoor/furniture.js';
import { art, backWindow, sideWindow } from '../indoor/walls.js';
import { INTERIORS } from '../indoor/palettes.js';
import { deep, Room, shell } from '../indoor/room.js';
import { type Random, styleOf } from '../random.js';
import type { Canvas } from '@abode/server/seed/images/svg';

/** A living room: sofa against the back wall, coffee table on a rug, window or art, plants, lamps. */
export function livingRoom(c: Canvas, rng: Random, seed: number): void {
  const look = styleOf(INTERIORS, seed);
  const evening = rng.chance(0.3);
  const room = new Room(c, rng.range(680, 920), rng.range(440, 500), rng.range(1.6, 1.8));
  shell(room, rng, { wall: look.wall, floor: look.floor, floorKind: look.floorKind, ceiling: look.ceiling });
  const W = c.width;
  const D = room.back;
  const layout = Math.floor(seed / INTERIORS.length) % 3;

  if (layout === 0) {
    backWindow(
      room,
      rng,
      180,
      120,
      1420,
      760,
      evening ? 'dusk' : rng.pick(['morning', 'noon', 'golden'] as const),
      '#f4f2ee',
      rng.pick(look.textiles),
    );
  } else if (layout === 1) {
    art(room, rng, 520, 260, 1080, 640, look.accents);
    bookcase(room, rng, 1180, 1560, 900, look.wood, [...look.accents, ...look.textiles]);
  } else {
    art(room, rng, 330, 300, 720, 640, look.accents);
    art(room, rng, 800, 300, 1190, 640, look.accents);
    backWindow(room, rng, 1300, 140, 1560, 780, evening ? 'dusk' : 'noon', '#f4f2ee');
  }
  if (layout !== 0) sideWindow(room, 0, 160, 800, 1.12, 1.5, evening ? 'dusk' : 'noon', '#f4f2ee');
  rug(room, 250, 1350, 1.12, D - 0.12, rng.pick(look.textiles), shade(rng.pick(look.textiles), -0.1));
  sofa(room, 300, 1300, D - 0.02, look.sofa, [look.textiles[0]!, look.textiles[1]!]);
  plant(room, rng, 130, D - 0.1, 520);
  floorLamp(room, 1420, D - 0.12, look.metal, evening);
  coffeeTable(room, 540, 1060, 1.3, 1.3 + deep(450), look.wood, rng);
  if (rng.chance(0.5)) pendant(room, 800, 1.5, 200, look.metal, evening);
  plant(room, rng, W - 80, 1.08, 300, shade(look.wall, -0.2));
}
