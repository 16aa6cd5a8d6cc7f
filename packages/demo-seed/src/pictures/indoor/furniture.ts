import { shade } from '../color.js';
import type { Random } from '../random.js';
import { type Canvas, circle, d, ellipse, group, line, path, poly, rect } from '@abode/server/seed/images/svg';
import { deep, type Room } from './room.js';

/** A warm glow around a lamp. */
export function glow(c: Canvas, x: number, y: number, r: number, strength = 0.55): string {
  return circle(
    x,
    y,
    r,
    c.radial([
      [0, '#ffe3a6', strength],
      [0.4, '#ffd88a', strength * 0.35],
      [1, '#ffd88a', 0],
    ]),
  );
}

/** A three-seat sofa standing against (or in front of) the back wall. */
export function sofa(room: Room, x0: number, x1: number, dBack: number, colour: string, cushions: readonly string[]): void {
  const { c } = room;
  const F = room.floor;
  const dFront = dBack - deep(330);
  const arm = 70;
  c.add(room.floorShadow(x0, x1, dFront, dBack));
  c.add(room.box(x0, x1, F - 330, F - 60, dBack - deep(90), dBack, shade(colour, -0.05)));
  c.add(room.box(x0 + arm, x1 - arm, F - 170, F - 40, dFront + deep(20), dBack - deep(90), colour));
  const seats = 3;
  const sw = (x1 - x0 - arm * 2) / seats;
  for (let i = 0; i < seats; i++)
    c.add(
      room.box(
        x0 + arm + i * sw + 3,
        x0 + arm + (i + 1) * sw - 3,
        F - 200,
        F - 150,
        dFront + deep(10),
        dBack - deep(90),
        shade(colour, 0.04),
      ),
    );
  cushions.forEach((cushion, i) => {
    const cx = i === 0 ? x0 + arm + 30 : x1 - arm - 190;
    c.add(room.box(cx, cx + 160, F - 330, F - 200, dBack - deep(150), dBack - deep(110), cushion));
  });
  c.add(room.box(x0, x0 + arm, F - 230, F - 40, dFront, dBack - deep(40), shade(colour, -0.03)));
  c.add(room.box(x1 - arm, x1, F - 230, F - 40, dFront, dBack - deep(40), shade(colour, -0.03)));
  for (const lx of [x0 + 20, x1 - 40]) c.add(room.box(lx, lx + 20, F - 40, F, dFront + deep(20), dFront + deep(40), '#3b2f27'));
}

/** A low coffee table with a tray and a book. */
export function coffeeTable(room: Room, x0: number, x1: number, d0: number, d1: number, top: string, rng: Random): void {
  const { c } = room;
  const F = room.floor;
  c.add(room.floorShadow(x0, x1, d0, d1, 0.15));
  for (const lx of [x0 + 20, x1 - 40]) c.add(room.box(lx, lx + 20, F - 110, F, d0 + deep(30), d0 + deep(50), shade(top, -0.35)));
  c.add(room.box(x0, x1, F - 130, F - 110, d0, d1, top));
  const bx = x0 + (x1 - x0) * rng.range(0.15, 0.4);
  c.add(
    room.box(
      bx,
      bx + 150,
      F - 150,
      F - 130,
      d0 + deep(60),
      d1 - deep(60),
      rng.pick(['#c8553d', '#2f5d8a', '#e9c46a', '#f4f1ea'] as const),
    ),
  );
  const [vx, vy] = room.p(x1 - 110, F - 130, (d0 + d1) / 2);
  const s = room.scale((d0 + d1) / 2);
  c.add(
    path(
      d`M${vx - 18 * s} ${vy} q${-10 * s} ${-50 * s} ${18 * s} ${-70 * s} q${28 * s} ${20 * s} ${18 * s} ${70 * s} Z`,
      '#e8e2d6',
    ),
  );
}

/** A rug on the floor. */
export function rug(room: Room, x0: number, x1: number, d0: number, d1: number, colour: string, border: string): void {
  const F = room.floor;
  room.c.add(poly(room.quad([x0, F, d0], [x1, F, d0], [x1, F, d1], [x0, F, d1]), border));
  room.c.add(
    poly(
      room.quad(
        [x0 + 40, F, d0 - deep(40)],
        [x1 - 40, F, d0 - deep(40)],
        [x1 - 40, F, d1 + deep(40)],
        [x0 + 40, F, d1 + deep(40)],
      ),
      colour,
    ),
  );
}

/** A potted plant: a pot and a cluster of leaves, or a tall fiddle-leaf tree. */
export function plant(room: Room, rng: Random, x: number, dd: number, height: number, pot = '#d9d2c5'): void {
  const { c } = room;
  const F = room.floor;
  const s = room.scale(dd);
  const [px, py] = room.p(x, F, dd);
  const potW = 120 * s;
  const potH = 130 * s;
  const green = rng.pick(['#4f7f45', '#3f6f3f', '#5a8a4a'] as const);
  const leaves: string[] = [];
  const tall = height > 400;
  if (tall) leaves.push(rect(px - 3 * s, py - height * s, 6 * s, height * s, '#6b4a32'));
  for (let i = 0; i < (tall ? 22 : 14); i++) {
    const angle = rng.range(-Math.PI * 0.95, -Math.PI * 0.05);
    const len = rng.range(0.25, 0.45) * (tall ? 260 : height) * s;
    const baseY = tall ? py - height * s * rng.range(0.45, 1) : py - potH;
    const baseX = px + (tall ? rng.range(-30, 30) * s : 0);
    const ex = baseX + Math.cos(angle) * len;
    const ey = baseY + Math.sin(angle) * len;
    const nx = -Math.sin(angle) * len * 0.28;
    const ny = Math.cos(angle) * len * 0.28;
    const colour = i % 3 === 0 ? shade(green, 0.15) : i % 3 === 1 ? green : shade(green, -0.15);
    leaves.push(
      path(
        d`M${baseX} ${baseY} Q${(baseX + ex) / 2 + nx} ${(baseY + ey) / 2 + ny} ${ex} ${ey} Q${(baseX + ex) / 2 - nx} ${(baseY + ey) / 2 - ny} ${baseX} ${baseY} Z`,
        colour,
      ),
    );
  }
  c.add(ellipse(px, py, potW * 0.8, 14 * s, '#000000', { opacity: 0.15 }));
  c.add(group(leaves));
  c.add(
    path(d`M${px - potW / 2} ${py - potH} h${potW} l${-potW * 0.1} ${potH} h${-potW * 0.8} Z`, pot),
    rect(px - potW / 2 - 4 * s, py - potH - 8 * s, potW + 8 * s, 12 * s, shade(pot, -0.08)),
  );
}

/** A floor lamp with a drum shade, glowing when the lights are on. */
export function floorLamp(room: Room, x: number, dd: number, metal: string, on: boolean): void {
  const { c } = room;
  const F = room.floor;
  const s = room.scale(dd);
  const [bx, by] = room.p(x, F, dd);
  const top = by - 560 * s;
  const shadeW = 110 * s;
  c.add(ellipse(bx, by, 60 * s, 12 * s, shade(metal, -0.2)), rect(bx - 4 * s, top, 8 * s, by - top, metal));
  if (on) c.add(glow(c, bx, top + 20 * s, 260 * s));
  c.add(
    path(
      d`M${bx - shadeW * 0.35} ${top - 90 * s} h${shadeW * 0.7} l${shadeW * 0.15} ${110 * s} h${-shadeW} Z`,
      on ? '#fff0cf' : '#efe7d8',
    ),
  );
}

/** A pendant lamp hanging from the ceiling at (x, depth). */
export function pendant(room: Room, x: number, dd: number, dropTo: number, colour: string, on: boolean): void {
  const { c } = room;
  const s = room.scale(dd);
  const [cx, cy] = room.p(x, 0, dd);
  const [, ly] = room.p(x, dropTo, dd);
  c.add(line(cx, cy, cx, ly, '#2b2b2b', Math.max(1.5, 3 * s)));
  if (on) c.add(glow(c, cx, ly + 30 * s, 220 * s, 0.5));
  c.add(
    path(d`M${cx - 70 * s} ${ly + 60 * s} Q${cx} ${ly - 40 * s} ${cx + 70 * s} ${ly + 60 * s} Z`, colour),
    ellipse(cx, ly + 60 * s, 70 * s, 10 * s, on ? '#fff1c9' : shade(colour, -0.3)),
  );
}

/** A bookcase against the back wall with books and objects on its shelves. */
export function bookcase(
  room: Room,
  rng: Random,
  x0: number,
  x1: number,
  height: number,
  wood: string,
  palette: readonly string[],
): void {
  const { c } = room;
  const F = room.floor;
  const D = room.back;
  c.add(room.box(x0, x1, F - height, F, D - deep(110), D, wood));
  const shelves = Math.round(height / 170);
  for (let i = 0; i < shelves; i++) {
    const y = F - height + 20 + (i * (height - 40)) / shelves;
    c.add(room.box(x0 + 20, x1 - 20, y, y + (height - 40) / shelves - 14, D - deep(105), D - deep(100), shade(wood, -0.35)));
    let bx = x0 + 26;
    while (bx < x1 - 60) {
      const bw = rng.range(14, 26);
      const bh = rng.range(0.55, 0.85) * ((height - 40) / shelves - 14);
      if (rng.chance(0.2)) {
        bx += rng.range(30, 70);
        continue;
      }
      const [sx, sy] = room.p(bx, y + (height - 40) / shelves - 14 - bh, D - deep(104));
      c.add(rect(sx, sy, bw / (D - deep(104)), bh / (D - deep(104)), rng.pick(palette)));
      bx += bw + 2;
    }
  }
}

/** A table lamp standing on a surface at (x, top y, depth). */
export function tableLamp(room: Room, x: number, y: number, dd: number, base: string, on: boolean): void {
  const { c } = room;
  const s = room.scale(dd);
  const [bx, by] = room.p(x, y, dd);
  c.add(path(d`M${bx - 30 * s} ${by} q${30 * s} ${-110 * s} ${60 * s} 0 Z`, base));
  if (on) c.add(glow(c, bx, by - 140 * s, 230 * s, 0.6));
  c.add(path(d`M${bx - 45 * s} ${by - 190 * s} h${90 * s} l${22 * s} ${100 * s} h${-134 * s} Z`, on ? '#fff0cf' : '#f1eadc'));
}

/** A bar stool seen from the front. */
export function stool(room: Room, x: number, dd: number, seat: string, metal: string): void {
  const { c } = room;
  const F = room.floor;
  const s = room.scale(dd);
  const [bx, by] = room.p(x, F, dd);
  const top = by - 300 * s;
  c.add(
    group([
      ellipse(bx, by, 70 * s, 10 * s, '#000000', { opacity: 0.12 }),
      line(bx - 50 * s, by, bx - 30 * s, top, metal, 6 * s),
      line(bx + 50 * s, by, bx + 30 * s, top, metal, 6 * s),
      line(bx - 42 * s, by - 100 * s, bx + 42 * s, by - 100 * s, metal, 5 * s),
      ellipse(bx, top, 70 * s, 18 * s, seat),
      rect(bx - 70 * s, top, 140 * s, 14 * s, shade(seat, -0.15)),
      ellipse(bx, top - 2 * s, 70 * s, 16 * s, shade(seat, 0.08)),
    ]),
  );
}
