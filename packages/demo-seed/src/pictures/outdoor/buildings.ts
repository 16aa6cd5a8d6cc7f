import { mix, shade } from '../color.js';
import type { Random } from '../random.js';
import { type Canvas, circle, d, group, line, path, poly, rect } from '@abode/server/seed/images/svg';
import { glass, railing, sideFace, wall, windowPane } from './facade.js';
import { isDark, type Light, lit } from './light.js';

export interface BlockSpec {
  x: number;
  baseY: number;
  width: number;
  floors: number;
  floorHeight: number;
  wall: string;
  frame: string;
  /** Window bays across the facade. */
  bays: number;
  balconies: 'glass' | 'bars' | 'none';
  /** Coloured panels between windows, if any. */
  accent?: string;
  depth?: number;
  /** Height of a taller ground floor (lobby, shops). */
  lobby?: number;
}

/** A residential block: floors of windows, balconies, a parapet and a glazed lobby. */
export function residentialBlock(c: Canvas, light: Light, rng: Random, spec: BlockSpec): void {
  const lobby = spec.lobby ?? spec.floorHeight * 1.3;
  const height = lobby + spec.floors * spec.floorHeight;
  const top = spec.baseY - height;
  const depth = spec.depth ?? 70;
  sideFace(c, light, spec.x + spec.width, top, spec.baseY, depth, spec.wall);
  wall(c, light, spec.x, top, spec.width, height, spec.wall);
  c.add(rect(spec.x - 6, top - 14, spec.width + 12, 16, lit(light, shade(spec.wall, 0.15))));
  const bay = spec.width / spec.bays;
  for (let f = 0; f < spec.floors; f++) {
    const fy = top + f * spec.floorHeight;
    for (let b = 0; b < spec.bays; b++) {
      const bx = spec.x + b * bay;
      if (spec.accent && b % 2 === 1)
        c.add(rect(bx + bay * 0.08, fy + spec.floorHeight * 0.12, bay * 0.84, spec.floorHeight * 0.8, lit(light, spec.accent)));
      windowPane(c, light, rng, bx + bay * 0.18, fy + spec.floorHeight * 0.2, bay * 0.64, spec.floorHeight * 0.62, {
        frame: spec.frame,
        columns: 2,
        rows: 1,
      });
      if (spec.balconies !== 'none' && (b + f) % 2 === 0) {
        c.add(rect(bx + bay * 0.06, fy + spec.floorHeight * 0.82, bay * 0.88, 8, lit(light, shade(spec.wall, 0.2))));
        c.add(rect(bx + bay * 0.06, fy + spec.floorHeight * 0.82 + 8, bay * 0.88, 6, light.shadow, { opacity: 0.2 }));
        railing(c, light, bx + bay * 0.06, fy + spec.floorHeight * 0.56, bay * 0.88, spec.floorHeight * 0.26, spec.balconies);
      }
    }
  }
  // lobby: a glass storefront under a canopy
  const ly = spec.baseY - lobby;
  c.add(rect(spec.x, ly, spec.width, lobby, lit(light, shade(spec.wall, -0.25))));
  const panes = Math.max(3, Math.round(spec.width / 110));
  for (let i = 0; i < panes; i++) {
    const pw = spec.width / panes;
    c.add(rect(spec.x + i * pw + 6, ly + lobby * 0.22, pw - 12, lobby * 0.78, glass(c, light, isDark(light))));
  }
  c.add(rect(spec.x - 10, ly + lobby * 0.1, spec.width + 20, 14, lit(light, spec.frame)));
}

export interface TowerSpec {
  x: number;
  baseY: number;
  width: number;
  height: number;
  /** Glass tint. */
  tint: string;
  floorHeight: number;
  mullions: number;
  depth?: number;
  /** A stepped crown or spire on top. */
  crown?: 'none' | 'step' | 'spire' | 'slant';
}

/** A curtain-wall tower: sky reflected in tinted glass, floor and mullion lines, lit floors at night. */
export function glassTower(c: Canvas, light: Light, rng: Random, spec: TowerSpec): void {
  const { x, baseY, width, height } = spec;
  const top = baseY - height;
  const depth = spec.depth ?? width * 0.22;
  const tint = lit(light, spec.tint);
  const crown = spec.crown ?? 'none';
  if (crown === 'spire') c.add(rect(x + width / 2 - 4, top - height * 0.25, 8, height * 0.25, lit(light, '#b9c2cc')));
  if (crown === 'step') {
    c.add(
      rect(x + width * 0.15, top - 40, width * 0.7, 42, shade(tint, -0.1)),
      rect(x + width * 0.3, top - 75, width * 0.4, 37, shade(tint, -0.15)),
    );
  }
  c.add(
    poly([x + width, top, x + width + depth, top - depth * 0.3, x + width + depth, baseY, x + width, baseY], shade(tint, -0.35)),
  );
  const face =
    crown === 'slant'
      ? [x, top + width * 0.35, x + width, top, x + width, baseY, x, baseY]
      : [x, top, x + width, top, x + width, baseY, x, baseY];
  const sky = light.sky;
  c.add(
    poly(
      face,
      c.linear(
        [
          [0, mix(tint, sky[1], 0.45)],
          [0.5, tint],
          [1, mix(tint, sky[2], 0.25)],
        ],
        0,
        0,
        0.3,
        1,
      ),
    ),
  );
  const clip = c.clip(poly(face, '#000'));
  const lines: string[] = [];
  const frame = shade(tint, -0.3);
  for (let fy = top; fy < baseY; fy += spec.floorHeight) {
    lines.push(rect(x, fy, width, 3, frame));
    if (rng.chance(light.windowsLit * 0.6)) {
      const from = rng.int(0, spec.mullions - 1);
      const span = rng.int(1, spec.mullions - from);
      lines.push(
        rect(x + (from * width) / spec.mullions, fy + 3, (span * width) / spec.mullions, spec.floorHeight - 3, '#ffd890', {
          opacity: 0.85,
        }),
      );
    }
  }
  for (let m = 1; m < spec.mullions; m++)
    lines.push(rect(x + (m * width) / spec.mullions - 1, top - 40, 2, height + 40, frame, { opacity: 0.8 }));
  // broad reflections sweeping across the glass
  lines.push(
    poly([x, top + height * 0.2, x + width * 0.6, top, x + width, top, x, top + height * 0.8], '#ffffff', { opacity: 0.08 }),
  );
  c.add(group(lines, { 'clip-path': clip }));
}

/** Sidewalk, kerb and a strip of road with lane markings along the bottom of the picture. */
export function street(c: Canvas, light: Light, sidewalkY: number, roadY: number): void {
  const paving = lit(light, '#cfc9bf');
  c.add(
    rect(
      0,
      sidewalkY,
      c.width,
      roadY - sidewalkY,
      c.linear([
        [0, shade(paving, 0.05)],
        [1, shade(paving, -0.08)],
      ]),
    ),
  );
  const joints: string[] = [];
  for (let x = -40; x < c.width + 40; x += 90)
    joints.push(line(x, sidewalkY, x - (x - c.width / 2) * 0.12, roadY, shade(paving, -0.15), 2));
  c.add(group(joints), rect(0, roadY - 8, c.width, 10, lit(light, '#e6e1d8')));
  c.add(rect(0, roadY + 2, c.width, c.height - roadY, lit(light, '#4d5157')));
  const dashes: string[] = [];
  for (let x = 20; x < c.width; x += 160)
    dashes.push(rect(x, roadY + (c.height - roadY) * 0.55, 90, 8, '#f1efe6', { opacity: 0.85 }));
  c.add(group(dashes));
}

/** A street lamp; lit at dusk and at night. */
export function streetLamp(c: Canvas, light: Light, x: number, baseY: number, height: number): void {
  const metal = lit(light, '#3b4048');
  c.add(
    rect(x - 4, baseY - height, 8, height, metal),
    path(d`M${x} ${baseY - height} q0 -24 34 -24 h20`, 'none', { stroke: metal, 'stroke-width': 7 }),
    rect(x + 44, baseY - height - 30, 34, 10, metal, { rx: 4 }),
  );
  if (isDark(light)) {
    c.add(
      circle(
        x + 61,
        baseY - height - 16,
        60,
        c.radial([
          [0, '#ffe7b0', 0.7],
          [1, '#ffe7b0', 0],
        ]),
      ),
    );
  }
}

const CAR_COLOURS = ['#c0392b', '#2c3e50', '#ecf0f1', '#7f8c8d', '#2e86c1', '#1c1c1c', '#d4ac0d'] as const;

/** A saloon car in side view. */
export function car(c: Canvas, light: Light, rng: Random, x: number, baseY: number, length: number): void {
  const body = lit(light, rng.pick(CAR_COLOURS));
  const h = length * 0.3;
  const windowTint = mix(light.sky[0], '#1b2430', 0.6);
  c.add(
    group([
      rect(x + length * 0.05, baseY - 6, length * 0.9, 10, light.shadow, { opacity: 0.35, rx: 5 }),
      path(
        d`M${x} ${baseY - h * 0.25} q0 ${-h * 0.35} ${length * 0.08} ${-h * 0.4} l${length * 0.18} ${-h * 0.05} l${length * 0.14} ${-h * 0.3} h${length * 0.34} l${length * 0.14} ${h * 0.32} l${length * 0.08} ${h * 0.04} q${length * 0.04} 0 ${length * 0.04} ${h * 0.4} v${h * 0.2} h${-length} Z`,
        body,
      ),
      path(
        d`M${x + length * 0.28} ${baseY - h * 0.72} l${length * 0.12} ${-h * 0.25} h${length * 0.15} v${h * 0.25} Z`,
        windowTint,
      ),
      path(
        d`M${x + length * 0.58} ${baseY - h * 0.72} v${-h * 0.25} h${length * 0.12} l${length * 0.11} ${h * 0.25} Z`,
        windowTint,
      ),
      circle(x + length * 0.22, baseY - h * 0.05, h * 0.26, '#1f2226'),
      circle(x + length * 0.22, baseY - h * 0.05, h * 0.12, '#b5bcc4'),
      circle(x + length * 0.78, baseY - h * 0.05, h * 0.26, '#1f2226'),
      circle(x + length * 0.78, baseY - h * 0.05, h * 0.12, '#b5bcc4'),
      rect(x + length * 0.94, baseY - h * 0.5, length * 0.05, h * 0.1, isDark(light) ? '#fff3c4' : shade(body, 0.4)),
    ]),
  );
}
