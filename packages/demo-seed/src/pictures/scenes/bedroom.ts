import { shade } from '../color.js';
import { floorLamp, plant, rug, tableLamp } from '../indoor/furniture.js';
import { art, backWindow, sideWindow } from '../indoor/walls.js';
import { INTERIORS } from '../indoor/palettes.js';
import { deep, Room, shell } from '../indoor/room.js';
import { type Random, styleOf } from '../random.js';
import { type Canvas, poly } from '@abode/server/seed/images/svg';

const BEDDING = ['#f4f1ea', '#e9e2d6', '#dfe6ea', '#efe3d3'] as const;

/** A bedroom: a made bed against the back wall, nightstands with lamps, art or a window. */
export function bedroom(c: Canvas, rng: Random, seed: number): void {
  const look = styleOf(INTERIORS, seed + 2);
  const evening = rng.chance(0.4);
  const room = new Room(c, rng.range(720, 880), rng.range(420, 470), rng.range(2.0, 2.2));
  shell(room, rng, {
    wall: look.wall,
    floor: look.floor,
    floorKind: look.floorKind === 'tiles' ? 'carpet' : look.floorKind,
    ceiling: look.ceiling,
  });
  const W = c.width;
  const F = c.height;
  const D = room.back;
  const layout = Math.floor(seed / INTERIORS.length) % 3;
  const headboard = rng.pick([look.wood, look.sofa, shade(look.wall, -0.2)] as const);

  if (layout === 0) art(room, rng, 560, 180, 1040, 470, look.accents);
  if (layout !== 1) sideWindow(room, 0, 180, 760, 1.15, 1.6, evening ? 'dusk' : 'morning', '#f4f2ee');
  if (layout === 1) {
    backWindow(room, rng, 80, 120, 420, 780, evening ? 'dusk' : 'morning', '#f4f2ee', rng.pick(look.textiles));
    art(room, rng, 640, 230, 960, 460, look.accents);
  }
  if (layout === 2) {
    // a panelled accent wall behind the bed
    const [x, y, w, h] = room.onBackWall(360, 120, 1240, F);
    c.add(poly([x, y, x + w, y, x + w, y + h, x, y + h], shade(look.wall, -0.08)));
    for (let i = 1; i < 8; i++)
      c.add(
        poly(
          [x + (w * i) / 8 - 1, y, x + (w * i) / 8 + 1, y, x + (w * i) / 8 + 1, y + h, x + (w * i) / 8 - 1, y + h],
          shade(look.wall, -0.18),
        ),
      );
  }
  rug(room, 300, 1300, 1.15, D - deep(400), rng.pick(look.textiles), shade(rng.pick(look.textiles), -0.1));

  // nightstands with lamps
  for (const [n0, n1] of [
    [240, 430],
    [1170, 1360],
  ] as const) {
    c.add(room.box(n0, n1, F - 280, F, D - deep(220), D, look.wood));
    c.add(room.box(n0 + 10, n1 - 10, F - 180, F - 174, D - deep(221), D - deep(220), shade(look.wood, -0.25)));
    tableLamp(room, (n0 + n1) / 2, F - 280, D - deep(110), look.metal, evening);
  }
  // headboard, bed base, mattress, duvet, pillows, throw
  const b0 = 470;
  const b1 = 1130;
  const head = D - deep(40);
  const foot = head - deep(820);
  c.add(room.box(b0 - 30, b1 + 30, F - 620, F, head, D, headboard));
  c.add(room.floorShadow(b0, b1, foot, head));
  c.add(room.box(b0, b1, F - 170, F - 40, foot, head, shade(headboard, -0.1)));
  const linen = rng.pick(BEDDING);
  c.add(room.box(b0 + 5, b1 - 5, F - 260, F - 170, foot + deep(5), head, linen));
  for (const [p0, p1] of [
    [b0 + 30, b0 + 245],
    [b1 - 245, b1 - 30],
  ] as const)
    c.add(room.box(p0, p1, F - 400, F - 260, head - deep(80), head - deep(20), shade(linen, 0.05)));
  const accent = rng.pick(look.textiles);
  c.add(room.box(b0 + 150, b1 - 150, F - 360, F - 262, head - deep(110), head - deep(80), accent));
  const duvet = rng.pick([linen, rng.pick(look.textiles)] as const);
  c.add(room.box(b0 - 10, b1 + 10, F - 272, F - 130, foot - deep(10), head - deep(300), shade(duvet, -0.02)));
  c.add(room.box(b0 - 14, b1 + 14, F - 276, F - 150, foot + deep(120), foot + deep(300), accent));
  plant(room, rng, 130, D - deep(200), 480);
  if (layout !== 1) floorLamp(room, W - 170, D - deep(160), look.metal, evening);
  else plant(room, rng, W - 150, D - deep(150), 300, shade(look.wall, -0.2));
}
