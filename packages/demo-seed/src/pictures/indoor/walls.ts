import { mix, shade } from '../color.js';
import { LIGHTS, type TimeOfDay } from '../outdoor/light.js';
import type { Random } from '../random.js';
import { circle, d, group, line, path, poly, rect } from '@abode/server/seed/images/svg';
import { deep, type Room } from './room.js';

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
