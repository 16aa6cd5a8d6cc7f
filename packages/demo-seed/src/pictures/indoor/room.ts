import { mix, shade } from '../color.js';
import type { Random } from '../random.js';
import { type Canvas, group, line, poly, rect } from '@abode/server/seed/images/svg';

/**
 * A room in one-point perspective. Positions are in "front plane" pixels: X across (0…width),
 * Y down from the ceiling (0) to the floor (height), and depth d from the picture plane (1) to the
 * back wall (`back`). A point projects towards the vanishing point by 1/d.
 */
export class Room {
  constructor(
    readonly c: Canvas,
    readonly vx: number,
    readonly vy: number,
    readonly back: number,
  ) {}

  get floor() {
    return this.c.height;
  }

  p(x: number, y: number, d: number): [number, number] {
    return [this.vx + (x - this.vx) / d, this.vy + (y - this.vy) / d];
  }

  /** A flat quad from four room points, as a polygon point list. */
  quad(...points: readonly (readonly [number, number, number])[]): number[] {
    return points.flatMap(([x, y, d]) => this.p(x, y, d));
  }

  /** Scale of an object standing at depth d. */
  scale(d: number) {
    return 1 / d;
  }

  /**
   * A solid box from x0…x1, top y0 to bottom y1, depth d0 (near) … d1 (far), drawn with the faces
   * the eye can see: front, top when below eye level, the side facing the centre, the bottom when
   * above eye level.
   */
  box(
    x0: number,
    x1: number,
    y0: number,
    y1: number,
    d0: number,
    d1: number,
    colour: string,
    extra: { top?: string; rx?: number } = {},
  ): string {
    const parts: string[] = [];
    if (y0 > this.vy)
      parts.push(poly(this.quad([x0, y0, d0], [x1, y0, d0], [x1, y0, d1], [x0, y0, d1]), extra.top ?? shade(colour, 0.12)));
    if (y1 < this.vy) parts.push(poly(this.quad([x0, y1, d0], [x1, y1, d0], [x1, y1, d1], [x0, y1, d1]), shade(colour, -0.25)));
    if (x1 < this.vx) parts.push(poly(this.quad([x1, y0, d0], [x1, y0, d1], [x1, y1, d1], [x1, y1, d0]), shade(colour, -0.16)));
    if (x0 > this.vx) parts.push(poly(this.quad([x0, y0, d0], [x0, y0, d1], [x0, y1, d1], [x0, y1, d0]), shade(colour, -0.16)));
    const [fx0, fy0] = this.p(x0, y0, d0);
    const [fx1, fy1] = this.p(x1, y1, d0);
    parts.push(rect(fx0, fy0, fx1 - fx0, fy1 - fy0, colour, extra.rx ? { rx: extra.rx / d0 } : {}));
    return group(parts);
  }

  /** A rectangle on the back wall (x0…x1, y0…y1), in screen coordinates. */
  onBackWall(x0: number, y0: number, x1: number, y1: number): [number, number, number, number] {
    const [sx0, sy0] = this.p(x0, y0, this.back);
    const [sx1, sy1] = this.p(x1, y1, this.back);
    return [sx0, sy0, sx1 - sx0, sy1 - sy0];
  }

  /** A soft shadow on the floor under something standing from x0…x1, d0…d1. */
  floorShadow(x0: number, x1: number, d0: number, d1: number, opacity = 0.18): string {
    const f = this.floor;
    return poly(this.quad([x0 - 20, f, d0 - 0.02], [x1 + 20, f, d0 - 0.02], [x1 + 20, f, d1], [x0 - 20, f, d1]), '#1a1410', {
      opacity,
    });
  }
}

/**
 * Depth units per front-plane pixel: with a normal lens the picture plane sits about 1150 px from
 * the eye, so a 200 px tile is 0.175 deep.
 */
const DEPTH_PER_PX = 1 / 1150;
const TILE_DEPTH = 200 * DEPTH_PER_PX;

/** Depth (in d units) of `px` front-plane pixels. */
export const deep = (px: number) => px * DEPTH_PER_PX;

export type FloorKind = 'planks' | 'tiles' | 'carpet';

export interface Shell {
  wall: string;
  floor: string;
  floorKind: FloorKind;
  ceiling: string;
}

/** Ceiling, side walls, back wall and floor, with skirting and the floor's pattern. */
export function shell(room: Room, rng: Random, s: Shell): void {
  const { c } = room;
  const W = c.width;
  const H = c.height;
  const D = room.back;
  c.add(
    poly(
      room.quad([0, 0, 1], [W, 0, 1], [W, 0, D], [0, 0, D]),
      room.c.linear([
        [0, shade(s.ceiling, -0.1)],
        [1, s.ceiling],
      ]),
    ),
  );
  c.add(
    poly(
      room.quad([0, 0, 1], [0, 0, D], [0, H, D], [0, H, 1]),
      c.linear(
        [
          [0, shade(s.wall, -0.14)],
          [1, shade(s.wall, -0.04)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  c.add(
    poly(
      room.quad([W, 0, 1], [W, 0, D], [W, H, D], [W, H, 1]),
      c.linear(
        [
          [0, shade(s.wall, -0.02)],
          [1, shade(s.wall, -0.1)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  const [bx, by, bw, bh] = room.onBackWall(0, 0, W, H);
  c.add(
    rect(
      bx,
      by,
      bw,
      bh,
      c.linear([
        [0, shade(s.wall, 0.04)],
        [1, shade(s.wall, -0.03)],
      ]),
    ),
  );
  c.add(
    poly(
      room.quad([0, H, 1], [W, H, 1], [W, H, D], [0, H, D]),
      c.linear([
        [0, shade(s.floor, 0.08)],
        [1, shade(s.floor, -0.1)],
      ]),
    ),
  );

  const seams: string[] = [];
  const seam = shade(s.floor, -0.2);
  if (s.floorKind === 'planks') {
    for (let x = -1600; x <= W + 1600; x += 130) seams.push(line(...room.p(x, H, 1), ...room.p(x, H, D), seam, 1.5));
    for (let d = 1; d < D; d += 0.09) {
      const offset = rng.range(0, 130);
      for (let x = offset - 1600; x < W + 1600; x += rng.range(300, 520))
        seams.push(line(...room.p(x, H, d), ...room.p(x, H, d + 0.09), seam, 1.2));
    }
  } else if (s.floorKind === 'tiles') {
    for (let x = -1600; x <= W + 1600; x += 200) seams.push(line(...room.p(x, H, 1), ...room.p(x, H, D), seam, 1.5));
    // d is proportional to distance, so equal steps of d are rows of equally deep (square) tiles
    for (let d = 1; d < D; d += TILE_DEPTH) seams.push(line(...room.p(0, H, d), ...room.p(W, H, d), seam, 1.5));
  }
  const floorClip = c.clip(poly(room.quad([0, H, 1], [W, H, 1], [W, H, D], [0, H, D]), '#000'));
  c.add(group(seams, { opacity: 0.45, 'clip-path': floorClip }));

  // skirting boards
  const skirt = mix(s.wall, '#ffffff', 0.5);
  c.add(poly(room.quad([0, H - 30, 1], [0, H - 30, D], [0, H, D], [0, H, 1]), shade(skirt, -0.1)));
  c.add(poly(room.quad([W, H - 30, 1], [W, H - 30, D], [W, H, D], [W, H, 1]), shade(skirt, -0.12)));
  const [sx, sy, sw, sh] = room.onBackWall(0, H - 30, W, H);
  c.add(rect(sx, sy, sw, sh, skirt));
}
