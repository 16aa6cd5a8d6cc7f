import { mix, shade } from '../color.js';
import { LIGHTS, type TimeOfDay } from '../outdoor/light.js';
import type { Random } from '../random.js';
import { type Canvas, circle, d, ellipse, group, line, path, poly, rect } from '../svg.js';
import { DEPTH_PER_PX, type Room } from './room.js';

/** Depth of `px` front-plane pixels. */
const deep = (px: number) => px * DEPTH_PER_PX;

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

/** A window in the back wall: the view outside (sky, hills or towers), frame, sill and curtains. */
export function backWindow(
  room: Room,
  rng: Random,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  time: TimeOfDay,
  frame: string,
  curtain?: string,
): void {
  const { c } = room;
  const light = LIGHTS[time];
  const [x, y, w, h] = room.onBackWall(x0, y0, x1, y1);
  const view: string[] = [
    rect(
      x,
      y,
      w,
      h,
      c.linear([
        [0, light.sky[0]],
        [0.7, light.sky[1]],
        [1, light.sky[2]],
      ]),
    ),
  ];
  const horizon = y + h * rng.range(0.6, 0.75);
  if (rng.chance(0.5)) {
    for (let layer = 0; layer < 2; layer++) {
      const tone = mix('#6f819a', light.sky[2], layer === 0 ? 0.55 : 0.3);
      for (let tx = x - 10 + layer * 20; tx < x + w; tx += rng.range(40, 110)) {
        const th = rng.range(h * 0.1, h * (layer === 0 ? 0.55 : 0.35));
        const tw = rng.range(30, 70);
        view.push(rect(tx, horizon - th, tw, th + h, tone));
        if (light.windowsLit > 0) {
          for (let wy = horizon - th + 8; wy < horizon; wy += 12) {
            if (rng.chance(light.windowsLit * 0.5)) view.push(rect(tx + 5, wy, tw - 10, 4, '#ffd98a', { opacity: 0.8 }));
          }
        }
      }
    }
  } else {
    view.push(
      path(
        d`M${x} ${horizon} Q${x + w * 0.3} ${horizon - h * 0.2} ${x + w * 0.55} ${horizon - h * 0.05} T${x + w} ${horizon - h * 0.1} V${y + h} H${x} Z`,
        mix('#7d9a6a', light.sky[2], 0.3),
      ),
    );
  }
  view.push(rect(x, horizon + h * 0.05, w, h, mix('#8fa77a', light.sky[2], 0.2), { opacity: 0.6 }));
  c.add(group(view, { 'clip-path': c.clip(rect(x, y, w, h, '#000')) }));
  // panes and frame
  const bar = 10 / room.back;
  const frameParts = [
    rect(x - bar, y - bar, w + bar * 2, bar, frame),
    rect(x - bar, y + h, w + bar * 2, bar * 1.6, shade(frame, 0.1)),
    rect(x - bar, y, bar, h, frame),
    rect(x + w, y, bar, h, frame),
    rect(x + w / 2 - bar / 2, y, bar, h, frame),
  ];
  c.add(group(frameParts), rect(x, y, w / 2, h, '#ffffff', { opacity: 0.06 }));
  if (curtain) {
    const cw = w * 0.2;
    for (const cx of [x - cw * 0.9, x + w - cw * 0.1]) {
      const folds: string[] = [rect(cx, y - bar * 3, cw, h + bar * 4, curtain)];
      for (let fx = cx + cw / 5; fx < cx + cw; fx += cw / 5)
        folds.push(rect(fx, y - bar * 3, 3, h + bar * 4, shade(curtain, -0.12)));
      c.add(group(folds));
    }
    c.add(rect(x - cw, y - bar * 4, w + cw * 2, 5, shade(frame, -0.3)));
  }
}

/** A window in a side wall (x = 0 or the room width), between depths d0 and d1: sky and a frame. */
export function sideWindow(
  room: Room,
  wallX: number,
  y0: number,
  y1: number,
  d0: number,
  d1: number,
  time: TimeOfDay,
  frame: string,
): void {
  const { c } = room;
  const light = LIGHTS[time];
  const pane = room.quad([wallX, y0, d0], [wallX, y0, d1], [wallX, y1, d1], [wallX, y1, d0]);
  const horizon = y0 + (y1 - y0) * 0.7;
  const ground = room.quad([wallX, horizon, d0], [wallX, horizon, d1], [wallX, y1, d1], [wallX, y1, d0]);
  const mid = (d0 + d1) / 2;
  c.add(
    poly(
      pane,
      c.linear([
        [0, light.sky[0]],
        [0.7, light.sky[1]],
        [1, light.sky[2]],
      ]),
    ),
    poly(ground, mix('#8fa77a', light.sky[2], 0.3), { opacity: 0.8 }),
    poly(pane, 'none', { stroke: frame, 'stroke-width': 14 / mid, 'stroke-linejoin': 'round' }),
    line(...room.p(wallX, y0, mid), ...room.p(wallX, y1, mid), frame, 10 / mid),
    poly(
      room.quad(
        [wallX, y1, d0],
        [wallX, y1, d1],
        [wallX + (wallX === 0 ? 40 : -40), y1 + 12, d1],
        [wallX + (wallX === 0 ? 40 : -40), y1 + 12, d0],
      ),
      shade(frame, -0.05),
    ),
  );
}

/** A framed abstract print on the back wall. */
export function art(room: Room, rng: Random, x0: number, y0: number, x1: number, y1: number, palette: readonly string[]): void {
  const { c } = room;
  const [x, y, w, h] = room.onBackWall(x0, y0, x1, y1);
  const m = Math.min(w, h) * 0.08;
  const inner: string[] = [rect(x + m, y + m, w - m * 2, h - m * 2, '#f6f1e7')];
  const style = rng.int(0, 2);
  if (style === 0) {
    inner.push(circle(x + w * rng.range(0.35, 0.65), y + h * 0.45, Math.min(w, h) * 0.24, rng.pick(palette)));
    inner.push(rect(x + m, y + h * 0.62, w - m * 2, h * 0.38 - m, rng.pick(palette), { opacity: 0.85 }));
  } else if (style === 1) {
    for (let i = 0; i < 3; i++)
      inner.push(
        rect(x + m + ((w - m * 2) * i) / 3, y + m + rng.range(0, h * 0.3), (w - m * 2) / 3, h * 0.5, rng.pick(palette), {
          opacity: 0.8,
        }),
      );
  } else {
    inner.push(
      path(
        d`M${x + m} ${y + h * 0.7} Q${x + w * 0.35} ${y + h * 0.3} ${x + w * 0.55} ${y + h * 0.55} T${x + w - m} ${y + h * 0.4} V${y + h - m} H${x + m} Z`,
        rng.pick(palette),
      ),
    );
    inner.push(circle(x + w * 0.7, y + h * 0.3, Math.min(w, h) * 0.1, rng.pick(palette)));
  }
  c.add(
    rect(x + 4, y + 6, w, h, '#000000', { opacity: 0.12 }),
    rect(x, y, w, h, '#2b2622'),
    group(inner, { 'clip-path': c.clip(rect(x + m, y + m, w - m * 2, h - m * 2, '#000')) }),
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

/** An arched floor lamp or a straight one, glowing when the lights are on. */
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

/** Tile joints over a rectangle of the back wall. */
export function backWallTiles(
  room: Room,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  tileW: number,
  tileH: number,
  colour: string,
  offsetRows = false,
): void {
  const { c } = room;
  const [x, y, w, h] = room.onBackWall(x0, y0, x1, y1);
  const s = room.scale(room.back);
  const joints: string[] = [rect(x, y, w, h, colour)];
  let row = 0;
  for (let ty = y; ty < y + h; ty += tileH * s, row++) {
    joints.push(rect(x, ty, w, 1.5, shade(colour, -0.15)));
    const shift = offsetRows && row % 2 ? (tileW * s) / 2 : 0;
    for (let tx = x + shift; tx < x + w; tx += tileW * s) joints.push(rect(tx, ty, 1.5, tileH * s, shade(colour, -0.15)));
  }
  c.add(group(joints, { 'clip-path': c.clip(rect(x, y, w, h, '#000')) }));
}

/** Tile joints over the lower part of a side wall (x = 0 or the room width) from height y0 down. */
export function sideWallTiles(room: Room, wallX: number, y0: number, tile: number, colour: string): void {
  const { c } = room;
  const F = room.floor;
  const D = room.back;
  const joints: string[] = [poly(room.quad([wallX, y0, 1], [wallX, y0, D], [wallX, F, D], [wallX, F, 1]), shade(colour, -0.06))];
  for (let y = y0; y < F; y += tile) joints.push(line(...room.p(wallX, y, 1), ...room.p(wallX, y, D), shade(colour, -0.2), 1.5));
  for (let dd = 1; dd < D; dd += deep(tile))
    joints.push(line(...room.p(wallX, y0, dd), ...room.p(wallX, F, dd), shade(colour, -0.2), 1.5));
  c.add(group(joints));
}

/** A mirror on the back wall, round or rectangular, reflecting a soft light. */
export function mirror(room: Room, x0: number, y0: number, x1: number, y1: number, round: boolean, frame: string): void {
  const { c } = room;
  const [x, y, w, h] = room.onBackWall(x0, y0, x1, y1);
  const glassFill = c.linear(
    [
      [0, '#e9eef0'],
      [1, '#b9c6cc'],
    ],
    0,
    0,
    1,
    1,
  );
  const rx = round ? Math.min(w, h) / 2 : 8;
  c.add(
    rect(x - 6, y - 6, w + 12, h + 12, frame, { rx: rx + 6 }),
    rect(x, y, w, h, glassFill, { rx }),
    path(
      d`M${x + w * 0.2} ${y + h * 0.8} L${x + w * 0.7} ${y + h * 0.15} L${x + w * 0.85} ${y + h * 0.15} L${x + w * 0.35} ${y + h * 0.8} Z`,
      '#ffffff',
      { opacity: 0.25, 'clip-path': c.clip(rect(x, y, w, h, '#000', { rx })) },
    ),
  );
}
