import { ground, driveway } from '../outdoor/ground.js';
import { LIGHTS } from '../outdoor/light.js';
import { bush, palm, roundTree, cypress } from '../outdoor/plants.js';
import { railFence, signBoard } from '../outdoor/props.js';
import { backdrop, sky } from '../outdoor/sky.js';
import { type Random, styleOf } from '../random.js';
import { type Canvas, group, line, rect } from '@abode/server/seed/images/svg';

const HORIZON = 600;

/** Survey stakes with ribbons marking a plot's corners. */
function stakes(c: Canvas, points: readonly (readonly [number, number])[]): void {
  c.add(group(points.flatMap(([x, y]) => [rect(x - 3, y - 60, 6, 60, '#d8c7a4'), rect(x - 3, y - 60, 18, 10, '#e4572e')])));
}

const PLOTS = ['meadow', 'desert', 'coast'] as const;

/** An open plot of land, staked out, with a sale board. */
export function land(c: Canvas, rng: Random, seed: number): void {
  const plot = styleOf(PLOTS, seed);
  const light = LIGHTS[rng.pick(['morning', 'noon', 'golden'] as const)];
  sky(c, light, rng, HORIZON, rng.int(2, 5));
  backdrop(c, light, rng, HORIZON, plot === 'desert' ? 'dunes' : plot === 'coast' ? 'sea' : 'hills');
  ground(c, light, rng, plot === 'coast' ? HORIZON + 36 : HORIZON, plot === 'meadow' ? 'lawn' : 'sand');
  driveway(c, light, 1040, HORIZON + 40, 40, 1180, 260, plot === 'meadow' ? '#c9b48e' : '#d6c39f');
  const corner = [
    [240, 760],
    [940, 700],
    [340, 1010],
    [1040, 950],
  ] as const;
  c.add(
    group([
      line(240, 740, 940, 680, '#ffffff', 2, { 'stroke-dasharray': '10 8', opacity: 0.6 }),
      line(240, 740, 340, 990, '#ffffff', 2, { 'stroke-dasharray': '10 8', opacity: 0.6 }),
    ]),
  );
  stakes(c, corner);
  for (let i = 0; i < 6; i++) {
    const x = rng.range(0, c.width);
    const y = rng.range(HORIZON + 60, HORIZON + 150);
    if (plot === 'meadow') roundTree(c, light, rng, x, y, rng.range(70, 110));
    else if (plot === 'desert') palm(c, light, rng, x, y, rng.range(120, 180));
    else cypress(c, light, rng, x, y, rng.range(80, 120));
  }
  if (plot === 'meadow') railFence(c, light, -20, c.width + 20, HORIZON + 190, 70);
  for (let i = 0; i < 5; i++)
    bush(
      c,
      light,
      rng,
      rng.range(0, c.width),
      rng.range(HORIZON + 200, c.height),
      rng.range(60, 120),
      plot === 'meadow' && rng.chance(0.5) ? '#f2d14b' : undefined,
    );
  signBoard(c, light, rng.range(1200, 1380), 980, 200, rng.pick(['#1f6f8b', '#c0392b', '#2f6f4f'] as const));
}
