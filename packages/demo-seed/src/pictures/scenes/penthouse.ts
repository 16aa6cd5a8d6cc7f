import { mix } from '../color.js';
import { glassTower } from '../outdoor/buildings.js';
import { glass, slab } from '../outdoor/facade.js';
import { LIGHTS, lit } from '../outdoor/light.js';
import { pottedPlant } from '../outdoor/plants.js';
import { bistroSet, deck, glassBalustrade, lounger, outdoorSofa, parasol } from '../outdoor/props.js';
import { sky } from '../outdoor/sky.js';
import { type Random, styleOf } from '../random.js';
import { type Canvas, rect } from '@abode/server/seed/images/svg';

const HORIZON = 700;
const DECK = 800;

/** The terrace of a penthouse: city towers beyond a glass balustrade, loungers and plants. */
export function penthouse(c: Canvas, rng: Random, seed: number): void {
  const light = LIGHTS[styleOf(['golden', 'dusk', 'noon', 'night'] as const, seed)];
  sky(c, light, rng, HORIZON);
  c.add(
    rect(
      0,
      HORIZON,
      c.width,
      DECK - HORIZON,
      c.linear([
        [0, light.sky[2]],
        [1, mix(light.sky[2], light.sky[0], 0.5)],
      ]),
    ),
  );
  // tower tops across the city
  let x = -60;
  while (x < c.width) {
    const w = rng.range(90, 200);
    glassTower(c, light, rng, {
      x,
      baseY: DECK,
      width: w,
      height: rng.range(80, 420),
      tint: rng.pick(['#5a7896', '#6b8499', '#4d6b88'] as const),
      floorHeight: 22,
      mullions: Math.max(2, Math.round(w / 40)),
      depth: w * 0.12,
      crown: rng.pick(['none', 'slant', 'step', 'spire'] as const),
    });
    x += w + rng.range(30, 120);
  }
  glassBalustrade(c, light, DECK - 110, 110);
  deck(c, light, DECK, rng.pick(['#a77b55', '#8f6848', '#b68d66'] as const));

  // the penthouse itself: a glazed wall on one side
  const left = seed % 2 === 0;
  const wx = left ? -40 : c.width - 420;
  c.add(rect(wx, 180, 460, DECK + 40 - 180, lit(light, '#e9e5de')));
  for (let i = 0; i < 2; i++) c.add(rect(wx + 60 + i * 190, 260, 170, DECK + 30 - 260, glass(c, light, light.windowsLit > 0.5)));
  slab(c, light, wx, 160, 460, 24, '#f5f3ee', 40);

  const cushion = rng.pick(['#f4efe6', '#e9c46a', '#7fb7be', '#e76f51'] as const);
  const freeX = left ? 520 : 140;
  const layout = Math.floor(seed / 2) % 3;
  if (layout === 0) {
    lounger(c, light, freeX, DECK + 150, 300, cushion);
    lounger(c, light, freeX + 420, DECK + 170, 300, cushion);
    parasol(c, light, freeX + 370, DECK + 160, 330, rng.pick(['#f4efe6', '#2a6f97', '#d9a441'] as const));
  } else if (layout === 1) {
    bistroSet(c, light, freeX + 200, DECK + 150, 170, '#2f3640');
    bistroSet(c, light, freeX + 600, DECK + 180, 170, '#2f3640');
  } else {
    outdoorSofa(c, light, freeX, DECK + 150, 640, cushion, rng.pick(['#e76f51', '#2a6f97', '#e9c46a', '#f4efe6'] as const));
    c.add(
      rect(freeX + 170, DECK + 175, 300, 22, lit(light, '#d8d2c8'), { rx: 6 }),
      rect(freeX + 190, DECK + 197, 260, 40, lit(light, '#b9b2a6')),
    );
  }
  pottedPlant(c, light, rng, left ? c.width - 120 : 120, DECK + 120, 180, '#3e3e3e');
  pottedPlant(c, light, rng, left ? 500 : 1100, DECK + 20, 120, '#d8d2c8');
}
