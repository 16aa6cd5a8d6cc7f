import { shade } from '../color.js';
import { ground, driveway, pool, boundaryWall, picketFence } from '../outdoor/ground.js';
import { LIGHTS, type Light, lit } from '../outdoor/light.js';
import { bush, cypress, groundShadow, hedge, palm, roundTree } from '../outdoor/plants.js';
import { backdrop, sky } from '../outdoor/sky.js';
import { cladding, door, garageDoor, pitchedRoof, railing, sideFace, slab, wall, windowPane } from '../outdoor/facade.js';
import { type Random, styleOf } from '../random.js';
import { type Canvas, group, line, rect } from '@abode/server/seed/images/svg';

const HORIZON = 640;
const BASE = 850;

type Style = (c: Canvas, light: Light, rng: Random) => void;

/** A contemporary villa: stacked white boxes, flat slabs, full-height glass, timber accents. */
const modern: Style = (c, light, rng) => {
  const walls = rng.pick(['#f2efe8', '#ebe6dc', '#e9e4da'] as const);
  const timber = rng.pick(['#a0714a', '#8b5e3c', '#b98a5e'] as const);
  const frame = rng.pick(['#2b2f36', '#3a3d42'] as const);
  const x0 = 360;
  const groundW = 800;
  const floorH = 190;
  const upperX = x0 + rng.int(100, 200);
  const upperW = 720;

  // garage wing on the left
  wall(c, light, 170, BASE - 160, 200, 160, shade(walls, -0.04));
  garageDoor(c, light, 195, BASE - 125, 150, 125, '#6b6f75');
  slab(c, light, 170, BASE - 172, 200, 12, walls, 10);

  sideFace(c, light, x0 + groundW, BASE - floorH, BASE, 60, walls);
  wall(c, light, x0, BASE - floorH, groundW, floorH, walls);
  cladding(c, light, x0 + 40, BASE - floorH, 150, floorH, timber, 14, true);
  door(c, light, x0 + 85, BASE - 150, 62, 150, shade(timber, -0.3));
  for (let i = 0; i < 3; i++) {
    windowPane(c, light, rng, x0 + 240 + i * 175, BASE - 170, 160, 170, { frame, columns: 2, rows: 1 });
  }
  sideFace(c, light, upperX + upperW, BASE - floorH * 2, BASE - floorH, 60, walls);
  wall(c, light, upperX, BASE - floorH * 2 + 10, upperW, floorH - 10, walls);
  for (let i = 0; i < 4; i++) {
    windowPane(c, light, rng, upperX + 40 + i * 165, BASE - floorH * 2 + 45, 140, 125, { frame, columns: 1, rows: 1 });
  }
  slab(c, light, x0, BASE - floorH - 6, groundW, 14, '#f7f5f0', 16);
  railing(c, light, upperX - 10, BASE - floorH - 70, upperW * 0.55, 62, 'glass');
  slab(c, light, upperX, BASE - floorH * 2, upperW, 16, '#f7f5f0', 30);
};

/** A Mediterranean villa: warm stucco, hipped terracotta roof, arches and shutters. */
const mediterranean: Style = (c, light, rng) => {
  const walls = rng.pick(['#f1dcc0', '#f3e1c7', '#ecd0b0', '#f5e6d3'] as const);
  const shutters = rng.pick(['#5d7f6e', '#4f7190', '#7a8a55'] as const);
  const x0 = 330;
  const w = 900;
  const floorH = 180;
  sideFace(c, light, x0 + w, BASE - floorH * 2, BASE, 70, walls);
  wall(c, light, x0, BASE - floorH * 2, w, floorH * 2, walls);
  pitchedRoof(c, light, x0, BASE - floorH * 2, w, 150, rng.pick(['#b5553a', '#c0643f', '#a94f36'] as const), 'hip', 34);
  const frame = '#f7f2ea';
  const cols = 4;
  for (let i = 0; i < cols; i++) {
    const wx = x0 + 90 + i * ((w - 180) / (cols - 1)) - 45;
    windowPane(c, light, rng, wx, BASE - floorH * 2 + 45, 90, 110, {
      frame,
      columns: 2,
      rows: 2,
      arch: true,
      shutters,
      sill: true,
    });
    if (i !== 1 && i !== 2)
      windowPane(c, light, rng, wx, BASE - floorH + 30, 90, 120, {
        frame,
        columns: 2,
        rows: 2,
        arch: true,
        shutters,
        sill: true,
      });
  }
  // arched entrance with a balcony above
  const ex = x0 + w / 2 - 60;
  windowPane(c, light, rng, ex - 90, BASE - 160, 90, 130, { frame, columns: 2, rows: 2, arch: true, sill: true });
  door(c, light, ex + 20, BASE - 140, 80, 140, '#7a4a2e');
  windowPane(c, light, rng, ex + 150, BASE - 160, 90, 130, { frame, columns: 2, rows: 2, arch: true, sill: true });
  c.add(rect(ex - 110, BASE - floorH - 8, 340, 14, lit(light, shade(walls, 0.2))));
  railing(c, light, ex - 110, BASE - floorH - 60, 340, 52, 'bars', '#3b332c');
};

/** A Gulf villa: sand-coloured walls, parapets, arched openings and a lattice (mashrabiya) screen. */
const gulf: Style = (c, light, rng) => {
  const walls = rng.pick(['#e6d2b0', '#ead9bd', '#dcc39c', '#efe3cf'] as const);
  const trim = shade(walls, -0.18);
  const x0 = 300;
  const w = 980;
  const floorH = 185;
  sideFace(c, light, x0 + w, BASE - floorH * 2, BASE, 60, walls);
  wall(c, light, x0, BASE - floorH * 2, w, floorH * 2, walls);
  // stepped parapet
  const parapet: string[] = [];
  for (let px = x0; px < x0 + w; px += 70) parapet.push(rect(px + 10, BASE - floorH * 2 - 26, 50, 26, lit(light, walls)));
  c.add(
    group(parapet),
    rect(x0 - 8, BASE - floorH * 2 - 4, w + 16, 12, lit(light, trim)),
    rect(x0 - 8, BASE - floorH - 6, w + 16, 10, lit(light, trim)),
  );
  const frame = rng.pick(['#6b4b34', '#3e4a55', '#5b5048'] as const);
  for (let i = 0; i < 5; i++) {
    const wx = x0 + 70 + i * 180;
    windowPane(c, light, rng, wx, BASE - floorH * 2 + 40, 100, 125, { frame, columns: 2, rows: 1, arch: true });
    if (i === 2) continue;
    windowPane(c, light, rng, wx, BASE - floorH + 30, 100, 130, { frame, columns: 2, rows: 1, arch: true });
  }
  // carved double door in a deep arch
  const dx = x0 + w / 2 - 70;
  c.add(rect(dx - 14, BASE - 180, 168, 180, lit(light, trim), { rx: 70 }));
  door(c, light, dx, BASE - 160, 70, 160, '#6e4426');
  door(c, light, dx + 70, BASE - 160, 70, 160, '#6e4426');
  // lattice screen on the upper floor
  const sx = x0 + w - 200;
  const lattice: string[] = [rect(sx, BASE - floorH * 2 + 30, 150, 140, lit(light, '#8a6a4c'))];
  for (let i = 0; i < 15; i++) {
    lattice.push(line(sx + i * 10, BASE - floorH * 2 + 30, sx + i * 10 + 40, BASE - floorH * 2 + 170, lit(light, '#c7a57d'), 2));
    lattice.push(
      line(sx + 150 - i * 10, BASE - floorH * 2 + 30, sx + 110 - i * 10, BASE - floorH * 2 + 170, lit(light, '#c7a57d'), 2),
    );
  }
  c.add(group(lattice, { 'clip-path': c.clip(rect(sx, BASE - floorH * 2 + 30, 150, 140, '#000')) }));
};

/** A family house: pitched gable roof, clapboard siding, porch with columns and a chimney. */
const classic: Style = (c, light, rng) => {
  const siding = rng.pick(['#dfe7ee', '#f1ede4', '#cfdccf', '#e8dccb', '#c9d6e3'] as const);
  const roof = rng.pick(['#4a4f57', '#5b4a42', '#3f4b5a'] as const);
  const x0 = 420;
  const w = 760;
  const floorH = 170;
  c.add(rect(x0 + w * 0.7, BASE - floorH * 2 - 180, 56, 160, lit(light, '#9a5b45')));
  sideFace(c, light, x0 + w, BASE - floorH * 2, BASE, 60, siding);
  cladding(c, light, x0, BASE - floorH * 2, w, floorH * 2, siding, 16);
  pitchedRoof(c, light, x0, BASE - floorH * 2, w, 200, roof, 'gable', 30);
  const frame = '#ffffff';
  for (const wx of [x0 + 80, x0 + w - 200]) {
    windowPane(c, light, rng, wx, BASE - floorH * 2 + 40, 120, 120, {
      frame,
      columns: 2,
      rows: 2,
      sill: true,
      shutters: shade(roof, 0.1),
    });
    windowPane(c, light, rng, wx, BASE - floorH + 25, 120, 125, {
      frame,
      columns: 2,
      rows: 2,
      sill: true,
      shutters: shade(roof, 0.1),
    });
  }
  windowPane(c, light, rng, x0 + w / 2 - 40, BASE - floorH * 2 - 110, 80, 80, { frame, columns: 2, rows: 2, arch: true });
  // porch
  const px = x0 + w / 2 - 150;
  door(c, light, x0 + w / 2 - 40, BASE - 150, 80, 150, rng.pick(['#8c2f2f', '#2f4f6f', '#2f5f4a'] as const));
  c.add(rect(px - 20, BASE - floorH - 20, 340, 22, lit(light, '#f4f1ea')));
  for (const cx of [px, px + 290]) c.add(rect(cx, BASE - floorH, 22, floorH, lit(light, '#f4f1ea')));
  c.add(rect(px - 20, BASE - 16, 340, 16, lit(light, '#bdb6aa')));
};

const STYLES: readonly { build: Style; trees: 'palms' | 'cypress' | 'round'; front: 'pool' | 'wall' | 'fence' | 'lawn' }[] = [
  { build: modern, trees: 'palms', front: 'pool' },
  { build: mediterranean, trees: 'cypress', front: 'lawn' },
  { build: gulf, trees: 'palms', front: 'wall' },
  { build: classic, trees: 'round', front: 'fence' },
];

export function villa(c: Canvas, rng: Random, seed: number): void {
  const style = styleOf(STYLES, seed);
  const light = LIGHTS[rng.pick(['morning', 'noon', 'golden', 'golden', 'dusk'] as const)];
  sky(c, light, rng, HORIZON);
  backdrop(c, light, rng, HORIZON, style.trees === 'palms' ? 'trees' : 'hills');
  ground(c, light, rng, HORIZON, style.front === 'wall' ? 'sand' : 'lawn');

  // trees behind the house
  for (const x of [rng.range(120, 260), rng.range(1280, 1450)]) {
    if (style.trees === 'palms') palm(c, light, rng, x, BASE - 40, rng.range(380, 470));
    else if (style.trees === 'cypress') cypress(c, light, rng, x, BASE - 30, rng.range(280, 360));
    else roundTree(c, light, rng, x, BASE - 30, rng.range(230, 300));
  }
  groundShadow(c, light, 800, BASE + 6, 620, 22);
  style.build(c, light, rng);
  c.add(rect(0, BASE - 4, c.width, 8, lit(light, '#b8b0a2'), { opacity: 0.5 }));

  if (style.front === 'pool') {
    pool(c, light, rng, 300, BASE + 50, 1000, 95);
  } else if (style.front === 'wall') {
    boundaryWall(c, light, -10, BASE + 120, 620, 90, '#e2cfae');
    boundaryWall(c, light, 990, BASE + 120, 620, 90, '#e2cfae');
    driveway(c, light, 690, BASE, 220, 610, 380, '#d9cdb8');
  } else if (style.front === 'fence') {
    driveway(c, light, 760, BASE, 80, 690, 220);
    picketFence(c, light, -10, BASE + 110, 690, 70);
    picketFence(c, light, 920, BASE + 110, 700, 70);
  } else {
    driveway(c, light, 740, BASE, 120, 660, 280, '#d6c7ae');
  }
  hedge(c, light, 150, BASE + 10, 260, 50);
  hedge(c, light, 1200, BASE + 10, 300, 50);
  const flowers = rng.pick(['#e0457b', '#f2a33a', '#c94fc9', '#ffffff'] as const);
  bush(c, light, rng, 80, c.height - 30, 220, flowers);
  bush(c, light, rng, 1500, c.height - 20, 240, rng.chance(0.5) ? flowers : undefined);
  if (style.trees === 'palms') palm(c, light, rng, rng.range(1380, 1520), c.height - 10, rng.range(560, 660));
}
