import { mix, shade } from '../color.js';
import { glass, slab, wall } from '../outdoor/facade.js';
import { ground } from '../outdoor/ground.js';
import { LIGHTS, type Light, lit } from '../outdoor/light.js';
import { bush, palm } from '../outdoor/plants.js';
import { lounger, parasol } from '../outdoor/props.js';
import { backdrop, sky } from '../outdoor/sky.js';
import type { Random } from '../random.js';
import { type Canvas, d, ellipse, group, path, poly, rect } from '@abode/server/seed/images/svg';

const HORIZON = 560;

/** Pool water as a perspective trapezoid, with caustic ripples and, at night, underwater light. */
function water(
  c: Canvas,
  light: Light,
  rng: Random,
  near: number,
  far: number,
  top: number,
  bottom: number,
  infinity: boolean,
): void {
  const night = light.windowsLit > 0.5;
  const [deep, shallow] = night ? ['#0e6f99', '#35c1e3'] : ['#1b8fc0', '#86dcef'];
  const points = [c.width / 2 - far, top, c.width / 2 + far, top, c.width / 2 + near, bottom, c.width / 2 - near, bottom];
  const coping = lit(light, '#ece6da');
  c.add(
    poly(
      [
        c.width / 2 - far - 30,
        top - 14,
        c.width / 2 + far + 30,
        top - 14,
        c.width / 2 + near + 90,
        bottom + 40,
        c.width / 2 - near - 90,
        bottom + 40,
      ],
      coping,
    ),
  );
  c.add(
    poly(
      points,
      c.linear([
        [0, infinity ? mix(light.water[0], deep, 0.5) : deep],
        [1, shallow],
      ]),
    ),
  );
  const clip = c.clip(poly(points, '#000'));
  const ripples: string[] = [];
  for (let i = 0; i < 40; i++) {
    const y = rng.range(top + 10, bottom);
    const spread = (y - top) / (bottom - top);
    const w = 30 + spread * 90;
    const x = c.width / 2 + rng.range(-1, 1) * (far + (near - far) * spread);
    ripples.push(
      path(d`M${x} ${y} q${w / 4} ${-w / 10} ${w / 2} 0 t${w / 2} 0`, 'none', {
        stroke: '#ffffff',
        'stroke-width': 1.5 + spread * 2.5,
        opacity: 0.45,
      }),
    );
  }
  if (night)
    ripples.push(ellipse(c.width / 2, (top + bottom) / 2, near * 0.6, (bottom - top) * 0.35, '#bff4ff', { opacity: 0.35 }));
  c.add(group(ripples, { 'clip-path': clip }));
}

/** A pool terrace: water in perspective, loungers, a parasol, palms, and the house or the sea behind. */
export function pool(c: Canvas, rng: Random, seed: number): void {
  const light = LIGHTS[(['noon', 'golden', 'night', 'morning'] as const)[seed % 4]!];
  const infinity = seed % 3 === 1;
  sky(c, light, rng, HORIZON);
  backdrop(c, light, rng, HORIZON, infinity ? 'sea' : 'trees');
  ground(c, light, rng, infinity ? HORIZON + 36 : HORIZON, 'paved');
  if (!infinity) {
    // the back of the house: glass doors under a slab
    wall(c, light, 220, 330, 1160, 300, '#f1ede6');
    for (let i = 0; i < 5; i++) c.add(rect(260 + i * 220, 380, 190, 250, glass(c, light, light.windowsLit > 0.5)));
    slab(c, light, 220, 310, 1160, 22, '#f8f6f2', 50);
    palm(c, light, rng, 150, 640, 430);
  }
  const deckColour = lit(light, '#d9cfc0');
  c.add(
    rect(
      0,
      630,
      c.width,
      c.height - 630,
      c.linear([
        [0, deckColour],
        [1, shade(deckColour, -0.12)],
      ]),
    ),
  );
  water(c, light, rng, 560, 420, infinity ? HORIZON + 50 : 690, 960, infinity);
  const cushion = rng.pick(['#f4efe6', '#2a6f97', '#e9c46a', '#e76f51'] as const);
  lounger(c, light, 40, 780, 260, cushion);
  lounger(c, light, 60, 900, 280, cushion);
  bush(c, light, rng, 1450, 700, 220, '#e0457b');
  palm(c, light, rng, 1520, 860, 560);
  lounger(c, light, 1290, 1000, 260, cushion);
  parasol(c, light, 1250, 1010, 360, rng.pick(['#f4efe6', '#2a6f97', '#d9a441'] as const));
}
