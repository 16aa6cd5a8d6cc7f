import { shade } from '../color.js';
import { plant } from '../indoor/furniture.js';
import { backWallTiles, backWindow, mirror, sideWallTiles } from '../indoor/walls.js';
import { INTERIORS } from '../indoor/palettes.js';
import { deep, Room, shell } from '../indoor/room.js';
import { type Random, styleOf } from '../random.js';
import { type Canvas, ellipse, group, line, poly, rect } from '@abode/server/seed/images/svg';

const TILES = ['#f2f0eb', '#dfe9e5', '#e9e1d5', '#c9d8dc', '#e8e4df'] as const;

/** A bathroom: tiled walls, bathtub or walk-in shower, vanity with mirror, towels and a plant. */
export function bathroom(c: Canvas, rng: Random, seed: number): void {
  const look = styleOf(INTERIORS, seed + 1);
  const tile = styleOf(TILES, seed);
  const room = new Room(c, rng.range(720, 880), rng.range(430, 470), rng.range(1.8, 2.0));
  shell(room, rng, { wall: look.wall, floor: shade(tile, -0.12), floorKind: 'tiles', ceiling: look.ceiling });
  const W = c.width;
  const F = c.height;
  const D = room.back;
  const tileTop = F - rng.pick([700, 1000] as const);
  backWallTiles(room, 0, tileTop, W, F - 30, 130, 130, tile);
  sideWallTiles(room, 0, tileTop, 130, tile);
  sideWallTiles(room, W, tileTop, 130, tile);
  backWindow(room, rng, 240, 130, 640, 380, 'noon', '#f4f2ee');

  const layout = Math.floor(seed / TILES.length) % 2;
  if (layout === 0) {
    // a built-in bathtub along the back wall
    c.add(room.box(60, 820, F - 230, F, D - deep(300), D, '#f7f7f5'));
    c.add(
      poly(
        room.quad(
          [90, F - 230, D - deep(270)],
          [790, F - 230, D - deep(270)],
          [790, F - 230, D - deep(30)],
          [90, F - 230, D - deep(30)],
        ),
        c.linear([
          [0, '#d8e6ea'],
          [1, '#f2f6f7'],
        ]),
      ),
    );
    const [tx, ty] = room.p(440, F - 300, D);
    c.add(rect(tx - 4, ty, 8, 40, '#a9afb5'), rect(tx - 4, ty, 40, 8, '#a9afb5'));
  } else {
    // a walk-in shower: a darker tray, a rain head on an arm, a niche, behind a framed glass screen
    const tray = shade(tile, -0.25);
    c.add(poly(room.quad([0, F, D], [820, F, D], [820, F, D - deep(520)], [0, F, D - deep(520)]), tray, { opacity: 0.5 }));
    const [ax, ay] = room.p(300, 150, D);
    const [hx, hy] = room.p(300, 150, D - deep(220));
    c.add(
      line(ax, ay, hx, hy, '#9aa3ad', 8),
      ellipse(hx, hy + 8, 70 / D, 14 / D, '#b9c0c7'),
      rect(ax - 4, ay, 8, 220 / D, '#9aa3ad'),
    );
    const [nx, ny, nw, nh] = room.onBackWall(480, F - 700, 700, F - 560);
    c.add(rect(nx, ny, nw, nh, shade(tile, -0.2)));
    for (const [bx, colour] of [
      [0.2, '#f4f1ea'],
      [0.45, rng.pick(look.textiles)],
      [0.7, '#c9d6d8'],
    ] as const) {
      c.add(rect(nx + nw * bx, ny + nh * 0.3, nw * 0.16, nh * 0.7, colour, { rx: 3 }));
    }
    // a fixed glass panel across the front of the shower, seen face on
    const screenD = D - deep(520);
    const [gx0, gy0] = room.p(380, 160, screenD);
    const [gx1, gy1] = room.p(820, F, screenD);
    c.add(
      rect(
        gx0,
        gy0,
        gx1 - gx0,
        gy1 - gy0,
        c.linear(
          [
            [0, '#e6f4fa'],
            [1, '#bcdce8'],
          ],
          0,
          0,
          1,
          1,
        ),
        {
          opacity: 0.28,
          stroke: '#8f99a3',
          'stroke-width': 5,
        },
      ),
      poly([gx0 + 40, gy0 + 260, gx0 + 150, gy0 + 120, gx0 + 190, gy0 + 120, gx0 + 80, gy0 + 260], '#ffffff', { opacity: 0.35 }),
    );
  }
  // vanity with vessel basin and mirror
  const v0 = 960;
  const v1 = 1460;
  mirror(room, v0 + 60, F - 900, v1 - 60, F - 480, seed % 2 === 0, look.metal);
  c.add(room.box(v0, v1, F - 420, F - 150, D - deep(260), D, look.wood));
  c.add(room.box(v0 - 10, v1 + 10, F - 440, F - 420, D - deep(270), D, '#f4f2ee'));
  const [bx, by] = room.p((v0 + v1) / 2, F - 440, D - deep(130));
  const s = room.scale(D - deep(130));
  c.add(
    group([
      ellipse(bx, by - 40 * s, 120 * s, 30 * s, '#ffffff'),
      rect(bx - 120 * s, by - 40 * s, 240 * s, 40 * s, '#f7f7f5'),
      ellipse(bx, by, 120 * s, 22 * s, '#e9ecee'),
      ellipse(bx, by - 40 * s, 100 * s, 20 * s, '#dfe5e8'),
    ]),
  );
  // towels on a rail
  const towel = rng.pick(look.textiles);
  const [rx, ry] = room.p(v1 + 30, F - 700, D);
  c.add(
    rect(rx, ry, 110 * s, 6 * s, look.metal),
    rect(rx + 10 * s, ry + 4 * s, 90 * s, 220 * s, towel),
    rect(rx + 10 * s, ry + 190 * s, 90 * s, 10 * s, shade(towel, -0.15)),
  );
  plant(room, rng, W - 140, 1.25, 340, '#f4f2ee');
  rugOnTiles(room, 860, 1200, 1.2, 1.45, rng.pick(look.textiles));
}

function rugOnTiles(room: Room, x0: number, x1: number, d0: number, d1: number, colour: string): void {
  const F = room.floor;
  room.c.add(poly(room.quad([x0, F, d0], [x1, F, d0], [x1, F, d1], [x0, F, d1]), colour, { opacity: 0.9 }));
}
