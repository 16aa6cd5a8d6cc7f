import { mix, shade } from '../color.js';
import type { Random } from '../random.js';
import { type Canvas, d, group, line, path, poly, rect } from '@abode/server/seed/images/svg';
import { type Light, lit } from './light.js';

export interface WindowStyle {
  frame: string;
  /** Panes across and down. */
  columns: number;
  rows: number;
  arch?: boolean;
  shutters?: string;
  sill?: boolean;
}

/** Glass that reflects the sky by day and glows warm when lit from inside. */
export function glass(c: Canvas, light: Light, lit: boolean): string {
  if (lit)
    return c.linear([
      [0, '#ffe2a8'],
      [1, '#f5b860'],
    ]);
  const [top, middle] = light.sky;
  return c.linear(
    [
      [0, mix(middle, '#ffffff', 0.35)],
      [0.55, mix(top, '#1d2b44', 0.35)],
      [1, mix(top, '#0d1626', 0.55)],
    ],
    0,
    0,
    0.4,
    1,
  );
}

export function windowPane(
  c: Canvas,
  light: Light,
  rng: Random,
  x: number,
  y: number,
  w: number,
  h: number,
  style: WindowStyle,
): void {
  const on = rng.chance(light.windowsLit);
  const frame = lit(light, style.frame);
  const parts: string[] = [];
  const archH = style.arch ? w / 2 : 0;
  if (style.shutters) {
    const sh = lit(light, style.shutters);
    for (const sx of [x - w * 0.42, x + w + w * 0.04]) {
      parts.push(rect(sx, y, w * 0.38, h, sh));
      for (let ly = y + 8; ly < y + h - 6; ly += 9) parts.push(line(sx + 3, ly, sx + w * 0.38 - 3, ly, shade(sh, -0.25), 2));
    }
  }
  const outline = style.arch
    ? d`M${x} ${y + h} L${x} ${y + archH} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + archH} L${x + w} ${y + h} Z`
    : d`M${x} ${y} h${w} v${h} h${-w} Z`;
  parts.push(path(outline, frame));
  const inset = Math.max(3, w * 0.06);
  const inner = style.arch
    ? d`M${x + inset} ${y + h - inset} L${x + inset} ${y + archH} A${w / 2 - inset} ${w / 2 - inset} 0 0 1 ${x + w - inset} ${y + archH} L${x + w - inset} ${y + h - inset} Z`
    : d`M${x + inset} ${y + inset} h${w - inset * 2} v${h - inset * 2} h${-(w - inset * 2)} Z`;
  parts.push(path(inner, glass(c, light, on)));
  // a diagonal sheen across the glass
  if (!on)
    parts.push(
      poly(
        [
          x + inset,
          y + h * 0.55,
          x + w * 0.55,
          y + inset + archH * 0.3,
          x + w * 0.75,
          y + inset + archH * 0.3,
          x + inset,
          y + h * 0.85,
        ],
        '#ffffff',
        { opacity: 0.12 },
      ),
    );
  const bar = Math.max(2, w * 0.035);
  for (let i = 1; i < style.columns; i++)
    parts.push(rect(x + (w * i) / style.columns - bar / 2, y + inset, bar, h - inset * 2, frame));
  for (let i = 1; i < style.rows; i++) parts.push(rect(x + inset, y + (h * i) / style.rows - bar / 2, w - inset * 2, bar, frame));
  if (style.sill) parts.push(rect(x - 6, y + h, w + 12, 7, shade(frame, -0.1)));
  c.add(group(parts));
}

/** A panelled front door with a handle, optionally under a small canopy. */
export function door(c: Canvas, light: Light, x: number, y: number, w: number, h: number, color: string, canopy?: string): void {
  const body = lit(light, color);
  const parts = [
    rect(x - 6, y - 6, w + 12, h + 6, lit(light, shade(color, 0.55))),
    rect(x, y, w, h, body),
    rect(x + w * 0.15, y + h * 0.08, w * 0.7, h * 0.36, shade(body, -0.12)),
    rect(x + w * 0.15, y + h * 0.52, w * 0.7, h * 0.38, shade(body, -0.12)),
    rect(x + w * 0.8, y + h * 0.5, 4, 18, '#d9c27a'),
  ];
  if (canopy)
    parts.push(
      rect(x - 20, y - 22, w + 40, 12, lit(light, canopy)),
      poly([x - 20, y - 10, x + w + 20, y - 10, x + w + 10, y - 2, x - 10, y - 2], light.shadow, { opacity: 0.25 }),
    );
  c.add(group(parts));
}

/** A sectional garage door. */
export function garageDoor(c: Canvas, light: Light, x: number, y: number, w: number, h: number, color: string): void {
  const body = lit(light, color);
  const parts = [rect(x, y, w, h, body)];
  for (let i = 1; i < 5; i++) parts.push(rect(x, y + (h * i) / 5 - 1.5, w, 3, shade(body, -0.18)));
  parts.push(rect(x, y, w, 8, light.shadow, { opacity: 0.25 }));
  c.add(group(parts));
}

/** A balcony rail: clear glass with a top rail, or metal balusters. */
export function railing(
  c: Canvas,
  light: Light,
  x: number,
  y: number,
  w: number,
  h: number,
  kind: 'glass' | 'bars',
  color = '#2f3640',
): void {
  const metal = lit(light, color);
  if (kind === 'glass') {
    c.add(
      rect(
        x,
        y,
        w,
        h,
        c.linear([
          [0, '#dff1fb', 0.55],
          [1, '#9cc7df', 0.35],
        ]),
      ),
      rect(x, y - 3, w, 5, metal),
    );
    return;
  }
  const parts = [rect(x, y - 3, w, 5, metal), rect(x, y + h - 4, w, 4, metal)];
  for (let bx = x + 6; bx < x + w - 3; bx += 12) parts.push(rect(bx, y, 3, h, metal));
  c.add(group(parts));
}

/** A pitched roof over [x, x + w] starting at `eaveY`: gable end facing us, or hipped (sloping sides). */
export function pitchedRoof(
  c: Canvas,
  light: Light,
  x: number,
  eaveY: number,
  w: number,
  h: number,
  color: string,
  kind: 'gable' | 'hip',
  overhang = 24,
): void {
  const tile = lit(light, color);
  const left = x - overhang;
  const right = x + w + overhang;
  const points =
    kind === 'gable'
      ? [left, eaveY, x + w / 2, eaveY - h, right, eaveY]
      : [left, eaveY, x + w * 0.22, eaveY - h, x + w * 0.78, eaveY - h, right, eaveY];
  const parts = [poly(points, tile)];
  // courses of tiles, clipped to the roof
  const clip = c.clip(poly(points, '#000'));
  const courses: string[] = [];
  for (let ty = eaveY - 10; ty > eaveY - h; ty -= 14) courses.push(line(left, ty, right, ty, shade(tile, -0.2), 2.5));
  parts.push(group(courses, { 'clip-path': clip }));
  if (kind === 'hip')
    parts.push(poly([left, eaveY, x + w * 0.22, eaveY - h, x + w * 0.12, eaveY], shade(tile, -0.15), { opacity: 0.6 }));
  else parts.push(poly([x + w / 2, eaveY - h, right, eaveY, x + w / 2 + 10, eaveY], shade(tile, -0.12), { opacity: 0.5 }));
  parts.push(rect(left, eaveY - 2, right - left, 10, shade(tile, -0.3)));
  c.add(group(parts));
}

/** A flat-roof slab that overhangs the walls, with its shadow on the facade. */
export function slab(
  c: Canvas,
  light: Light,
  x: number,
  y: number,
  w: number,
  thickness: number,
  color: string,
  overhang = 20,
): void {
  c.add(
    rect(x - overhang, y, w + overhang * 2, thickness, lit(light, color)),
    rect(x - overhang, y + thickness, w + overhang * 2, 3, shade(lit(light, color), -0.25)),
    rect(x, y + thickness + 3, w, 14, light.shadow, { opacity: light.shadowOpacity * 0.8 }),
  );
}

/** Horizontal cladding lines (siding, timber slats) over a wall area. */
export function cladding(
  c: Canvas,
  light: Light,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  spacing: number,
  vertical = false,
): void {
  const body = lit(light, color);
  const parts = [rect(x, y, w, h, body)];
  if (vertical) for (let lx = x + spacing; lx < x + w; lx += spacing) parts.push(rect(lx, y, 2, h, shade(body, -0.18)));
  else for (let ly = y + spacing; ly < y + h; ly += spacing) parts.push(rect(x, ly, w, 2, shade(body, -0.15)));
  c.add(group(parts));
}

/** A wall with light from the upper left: slightly lighter at the top. */
export function wall(
  c: Canvas,
  light: Light,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  extra: Record<string, string | number> = {},
): void {
  const body = lit(light, color);
  c.add(
    rect(
      x,
      y,
      w,
      h,
      c.linear([
        [0, shade(body, 0.06)],
        [1, shade(body, -0.06)],
      ]),
      extra,
    ),
  );
}

/** The shaded side of a box seen slightly from the right: a parallelogram behind its right edge. */
export function sideFace(c: Canvas, light: Light, x: number, top: number, bottom: number, depth: number, color: string): void {
  c.add(
    poly([x, top, x + depth, top - depth * 0.35, x + depth, bottom - depth * 0.05, x, bottom], shade(lit(light, color), -0.22)),
  );
}
