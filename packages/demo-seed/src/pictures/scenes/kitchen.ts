import { shade } from '../color.js';
import { pendant, plant, stool } from '../indoor/furniture.js';
import { backWallTiles, backWindow, sideWindow } from '../indoor/walls.js';
import { INTERIORS } from '../indoor/palettes.js';
import { deep, Room, shell } from '../indoor/room.js';
import { type Random, styleOf } from '../random.js';
import { type Canvas, ellipse, group, poly, rect } from '@abode/server/seed/images/svg';

const CABINETS = ['#f4f2ee', '#8fa58f', '#2f405a', '#b88a5e', '#d9d4cb', '#4a4f54'] as const;
const COUNTERS = ['#f1eee9', '#2b2b2d', '#e6dccd', '#d7d2c8'] as const;

/** A run of cabinets with door seams and handles, from x0 to x1 between y0 and y1. */
function cabinets(
  room: Room,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  d0: number,
  d1: number,
  colour: string,
  doorWidth: number,
): void {
  const { c } = room;
  c.add(room.box(x0, x1, y0, y1, d0, d1, colour));
  const seams: string[] = [];
  for (let x = x0 + doorWidth; x < x1 - 10; x += doorWidth) {
    const [sx, sy] = room.p(x, y0, d0);
    const [, ey] = room.p(x, y1, d0);
    seams.push(rect(sx - 1, sy, 2.5, ey - sy, shade(colour, -0.22)));
  }
  for (let x = x0 + doorWidth / 2; x < x1; x += doorWidth) {
    const [hx, hy] = room.p(x - 40, y0 + 30, d0);
    seams.push(rect(hx, hy, 80 / d0, 6 / d0, '#8a8d91', { rx: 2 }));
  }
  c.add(group(seams));
}

/** A kitchen: base and wall cabinets, counter, splashback, hood or window, island with stools. */
export function kitchen(c: Canvas, rng: Random, seed: number): void {
  const look = styleOf(INTERIORS, seed);
  const cabinet = styleOf(CABINETS, seed + Math.floor(seed / CABINETS.length));
  const counter = rng.pick(COUNTERS);
  const evening = rng.chance(0.3);
  const room = new Room(c, rng.range(700, 900), rng.range(430, 480), rng.range(1.9, 2.1));
  shell(room, rng, {
    wall: look.wall,
    floor: look.floor,
    floorKind: rng.chance(0.5) ? 'tiles' : 'planks',
    ceiling: look.ceiling,
  });
  const W = c.width;
  const F = c.height;
  const D = room.back;

  const splash = rng.pick(['#f4f1ea', '#dfe8e6', '#e9e2d6', '#c9d6d8'] as const);
  backWallTiles(room, 0, F - 720, W, F - 340, 120, 60, splash, true);
  const windowMiddle = rng.chance(0.5);
  if (windowMiddle) backWindow(room, rng, 560, 140, 1040, F - 740, evening ? 'dusk' : 'noon', '#f4f2ee');
  // tall fridge column on the right, base run, counter, wall cabinets
  c.add(room.box(W - 330, W, 80, F, D - deep(260), D, shade(cabinet, -0.04)));
  c.add(room.box(W - 310, W - 20, 150, F - 40, D - deep(265), D - deep(260), '#c7ccd1'));
  const [fx, fy] = room.p(W - 290, 500, D - deep(266));
  c.add(rect(fx, fy, 8 / D, 220 / D, '#8a8d91', { rx: 2 }));
  if (rng.chance(0.6)) sideWindow(room, 0, 200, 720, 1.1, 1.55, evening ? 'dusk' : 'noon', '#f4f2ee');
  cabinets(room, 0, W - 330, F - 330, F - 40, D - deep(240), D, cabinet, 200);
  c.add(room.box(0, W - 330, F - 40, F, D - deep(225), D, shade(cabinet, -0.4)));
  c.add(room.box(0, W - 320, F - 360, F - 330, D - deep(255), D, counter, { top: shade(counter, 0.05) }));
  const upperRanges: [number, number][] = windowMiddle
    ? [
        [0, 520],
        [1080, W - 330],
      ]
    : [
        [0, 520],
        [880, W - 330],
      ];
  for (const [a, b] of upperRanges) cabinets(room, a, b, 120, F - 740, D - deep(140), D, cabinet, 200);
  if (!windowMiddle) {
    // a chimney hood above the hob
    const [hx, hy] = room.p(600, 120, D);
    const [hx2, hy2] = room.p(800, 480, D);
    c.add(
      rect(hx + (hx2 - hx) * 0.35, hy, (hx2 - hx) * 0.3, hy2 - hy - 60, '#b9bec4'),
      poly([hx, hy2, hx2, hy2, hx2 - (hx2 - hx) * 0.15, hy2 - 60, hx + (hx2 - hx) * 0.15, hy2 - 60], '#c9ced3'),
    );
    c.add(
      poly(
        room.quad(
          [600, F - 360, D - deep(200)],
          [800, F - 360, D - deep(200)],
          [800, F - 360, D - deep(40)],
          [600, F - 360, D - deep(40)],
        ),
        '#1f2124',
      ),
    );
  }
  // sink and tap under the window (or to the left)
  const sinkX = windowMiddle ? 700 : 260;
  c.add(
    poly(
      room.quad(
        [sinkX, F - 360, D - deep(190)],
        [sinkX + 200, F - 360, D - deep(190)],
        [sinkX + 200, F - 360, D - deep(60)],
        [sinkX, F - 360, D - deep(60)],
      ),
      shade(counter, -0.3),
    ),
  );
  const [tx, ty] = room.p(sinkX + 100, F - 360, D - deep(30));
  c.add(rect(tx - 3, ty - 60, 6, 60, '#9aa0a6'), rect(tx - 3, ty - 60, 40, 6, '#9aa0a6'));

  // island with stools
  const island = rng.pick([cabinet, look.wood, '#2f3338'] as const);
  const i0 = 380;
  const i1 = 1220;
  const id0 = 1.28;
  const id1 = id0 + deep(330);
  c.add(room.floorShadow(i0, i1, id0, id1));
  c.add(room.box(i0, i1, F - 330, F, id0, id1, island));
  c.add(room.box(i0 - 30, i1 + 30, F - 360, F - 330, id0 - deep(40), id1 + deep(10), counter, { top: shade(counter, 0.05) }));
  // fruit bowl
  const [bx, by] = room.p(i0 + 200, F - 360, (id0 + id1) / 2);
  const s = room.scale((id0 + id1) / 2);
  c.add(ellipse(bx, by - 18 * s, 80 * s, 28 * s, '#e9e2d6'));
  for (const [fx, colour] of [
    [-35, '#e4572e'],
    [0, '#f2c14e'],
    [35, '#76b041'],
  ] as const)
    c.add(ellipse(bx + fx * s, by - 34 * s, 22 * s, 22 * s, colour));
  plant(room, rng, i1 - 160, (id0 + id1) / 2, 220, '#f1eee9');
  const seat = rng.pick(['#2b2b2b', '#b5835a', '#e9e4da', '#3f7f80'] as const);
  for (const sx of [i0 + 140, (i0 + i1) / 2, i1 - 140]) stool(room, sx, id0 - deep(60), seat, look.metal);
  for (const px of [i0 + 180, (i0 + i1) / 2, i1 - 180]) pendant(room, px, (id0 + id1) / 2, 380, look.metal, evening);
}
