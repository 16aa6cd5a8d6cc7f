import { mix, shade } from '../color.js';
import { street, streetLamp } from '../outdoor/buildings.js';
import { glass, wall, windowPane } from '../outdoor/facade.js';
import { LIGHTS, type Light, lit } from '../outdoor/light.js';
import { pottedPlant } from '../outdoor/plants.js';
import { bistroSet } from '../outdoor/props.js';
import { sky } from '../outdoor/sky.js';
import { type Random, styleOf } from '../random.js';
import { type Canvas, circle, d, group, path, rect } from '@abode/server/seed/images/svg';

const BASE = 930;
const SHOP_TOP = 560;

const isNight = (light: Light) => light.windowsLit > 0.5;

/** Things seen through a shop window: shelves of goods, a clothes rail, or café counters. */
function display(
  c: Canvas,
  light: Light,
  rng: Random,
  x: number,
  y: number,
  w: number,
  h: number,
  goods: 'shelves' | 'rail' | 'cafe',
): void {
  const parts: string[] = [rect(x, y, w, h, lit(light, '#f3ead9'))];
  const palette = ['#e76f51', '#2a9d8f', '#e9c46a', '#264653', '#f4a261', '#8ab17d', '#b56576'];
  if (goods === 'shelves') {
    for (let sy = y + h * 0.25; sy < y + h; sy += h * 0.25) {
      parts.push(rect(x, sy, w, 6, lit(light, '#b08d6a')));
      for (let gx = x + 10; gx < x + w - 30; gx += rng.range(26, 40)) {
        const gh = rng.range(20, h * 0.18);
        parts.push(rect(gx, sy - gh, rng.range(16, 28), gh, lit(light, rng.pick(palette))));
      }
    }
  } else if (goods === 'rail') {
    parts.push(rect(x + 20, y + h * 0.25, w - 40, 5, '#6b6b6b'));
    for (let gx = x + 30; gx < x + w - 50; gx += rng.range(34, 48)) {
      parts.push(path(d`M${gx} ${y + h * 0.27} l-14 14 v${h * 0.4} h40 v${-h * 0.4} l-14 -14 Z`, lit(light, rng.pick(palette))));
    }
  } else {
    parts.push(rect(x, y + h * 0.62, w, h * 0.38, lit(light, '#8b5e3c')), rect(x, y + h * 0.6, w, 10, lit(light, '#d9cbb5')));
    for (let i = 0; i < 3; i++)
      parts.push(
        circle(x + w * (0.25 + i * 0.25), y + h * 0.15, 14, '#ffd98a'),
        rect(x + w * (0.25 + i * 0.25) - 1, y, 2, h * 0.13, '#333'),
      );
  }
  // the glass in front, with its reflection
  parts.push(rect(x, y, w, h, glass(c, light, false), { opacity: isNight(light) ? 0.15 : 0.4 }));
  c.add(group(parts));
}

/** A striped fabric awning. */
function awning(c: Canvas, light: Light, x: number, y: number, w: number, colour: string): void {
  const stripes: string[] = [];
  const n = Math.round(w / 50);
  for (let i = 0; i < n; i++) {
    stripes.push(
      path(
        d`M${x + (i * w) / n} ${y} h${w / n} l${w / n / 4} 90 h${-w / n} Z`,
        i % 2 ? lit(light, colour) : lit(light, '#f7f3ea'),
      ),
    );
  }
  for (let i = 0; i < n; i++)
    stripes.push(
      path(
        d`M${x + (i * w) / n + w / n / 4} ${y + 90} h${w / n} q${-w / n / 2} 26 ${-w / n} 0 Z`,
        i % 2 ? lit(light, shade(colour, -0.1)) : lit(light, '#ece6d8'),
      ),
    );
  c.add(group(stripes), path(d`M${x} ${y + 90} h${w + 12}`, 'none', { stroke: light.shadow, 'stroke-width': 2, opacity: 0.3 }));
}

const SHOPS: readonly { facade: readonly string[]; goods: 'shelves' | 'rail' | 'cafe'; awning: boolean; tables: boolean }[] = [
  { facade: ['#2f4858', '#33658a', '#1f3b4d'], goods: 'rail', awning: true, tables: false },
  { facade: ['#5b3a29', '#6d4c41', '#3e4a3d'], goods: 'cafe', awning: true, tables: true },
  { facade: ['#e9e4da', '#d8d2c6'], goods: 'shelves', awning: false, tables: false },
];

/** A shop front on a street, with the storeys above it. */
export function shop(c: Canvas, rng: Random, seed: number): void {
  const kind = styleOf(SHOPS, seed);
  const light = LIGHTS[rng.pick(['morning', 'noon', 'golden', 'dusk'] as const)];
  sky(c, light, rng, 300, 1);
  const upper = rng.pick(['#e8d6b8', '#d9c6a5', '#f0ebe3', '#c98d6b'] as const);
  wall(c, light, 0, 0, c.width, SHOP_TOP + 20, upper);
  for (let i = 0; i < 5; i++) {
    for (let row = 0; row < 2; row++) {
      windowPane(c, light, rng, 80 + i * 310, 80 + row * 240 - (row === 0 ? 100 : 0), 170, 170, {
        frame: '#f7f3ea',
        columns: 2,
        rows: 2,
        sill: true,
      });
    }
  }
  c.add(rect(0, SHOP_TOP - 10, c.width, 24, lit(light, shade(upper, 0.15))));
  const facade = lit(light, rng.pick(kind.facade));
  wall(c, light, 0, SHOP_TOP + 14, c.width, BASE - SHOP_TOP - 14, facade);
  // sign band: a coloured board with a simple mark, no lettering
  const sign = mix(facade, '#000000', 0.25);
  c.add(
    rect(260, SHOP_TOP + 30, 1080, 70, sign, { rx: 6 }),
    circle(330, SHOP_TOP + 65, 22, lit(light, '#f2c14e')),
    rect(380, SHOP_TOP + 55, 260, 20, '#ffffff', { opacity: 0.85, rx: 8 }),
  );
  display(c, light, rng, 120, SHOP_TOP + 150, 560, BASE - SHOP_TOP - 170, kind.goods);
  display(c, light, rng, 920, SHOP_TOP + 150, 560, BASE - SHOP_TOP - 170, kind.goods);
  c.add(
    rect(720, SHOP_TOP + 150, 160, BASE - SHOP_TOP - 150, lit(light, shade(facade, -0.3))),
    rect(735, SHOP_TOP + 165, 130, BASE - SHOP_TOP - 165, glass(c, light, isNight(light))),
  );
  if (kind.awning) awning(c, light, 90, SHOP_TOP + 115, 1420, rng.pick(['#2a6f97', '#c0392b', '#2f6f4f', '#d9a441'] as const));
  street(c, light, BASE, 1010);
  pottedPlant(c, light, rng, 80, BASE + 40, 130, '#3b3b3b');
  pottedPlant(c, light, rng, 1520, BASE + 40, 130, '#3b3b3b');
  if (kind.tables) {
    bistroSet(c, light, 380, BASE + 60, 150, '#2f3640');
    bistroSet(c, light, 1230, BASE + 60, 150, '#2f3640');
  } else {
    streetLamp(c, light, 1400, BASE + 40, 300);
  }
}
