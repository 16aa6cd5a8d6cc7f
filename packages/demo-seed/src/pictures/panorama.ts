import { mix, shade } from './color.js';
import { toJpeg } from '@abode/server/seed/images/raster';
import { Random } from './random.js';
import { Canvas, circle, path, rect } from '@abode/server/seed/images/svg';

// A 360° room for the demo's 3D image: an equirectangular picture (2:1, longitude across,
// latitude down) of a box room seen from its middle. Every shape is a room surface or a window
// projected point by point, so the walls meet the ceiling and floor in the curves a real
// panorama has, and the picture joins up at its left and right edges.

const WIDTH = 2048;
const HEIGHT = 1024;
/** Eye height above the floor and below the ceiling, in half-widths of the room. */
const EYE = 0.55;
const CEILING = 0.75;
/** How far from the seam (x = 0 behind the eye) shapes keep, so that none straddles the picture's edges. */
const SEAM_GAP = 0.0005;
/** Points sampled along each projected edge. */
const STEPS = 48;

type Point3 = readonly [x: number, y: number, z: number];

/** Direction from the eye → picture coordinates: longitude 0 (looking along +z) is the middle. */
function project([x, y, z]: Point3): [number, number] {
  const longitude = Math.atan2(x, z);
  const latitude = Math.atan2(y, Math.hypot(x, z));
  return [((longitude + Math.PI) / (2 * Math.PI)) * WIDTH, (0.5 - latitude / Math.PI) * HEIGHT];
}

const lerp3 = (a: Point3, b: Point3, t: number): Point3 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** A flat quadrilateral in the room as a closed path, its edges sampled so they curve as they should. */
function quad(corners: readonly [Point3, Point3, Point3, Point3]): string {
  const points: [number, number][] = [];
  for (let edge = 0; edge < 4; edge += 1) {
    const from = corners[edge]!;
    const to = corners[(edge + 1) % 4]!;
    for (let i = 0; i < STEPS; i += 1) points.push(project(lerp3(from, to, i / STEPS)));
  }
  return `M${points.map(([u, v]) => `${u.toFixed(1)} ${v.toFixed(1)}`).join('L')}Z`;
}

/** The band of picture between the ceiling (or floor) line and the picture's top (or bottom) edge. */
function cap(height: number, edgeY: number): string {
  const points: string[] = [];
  for (let i = 0; i <= STEPS * 8; i += 1) {
    const longitude = -Math.PI + (2 * Math.PI * i) / (STEPS * 8);
    // distance to the square room's wall in this direction
    const reach = 1 / Math.max(Math.abs(Math.sin(longitude)), Math.abs(Math.cos(longitude)));
    const [u, v] = project([Math.sin(longitude) * reach, height, Math.cos(longitude) * reach]);
    points.push(`${u.toFixed(1)} ${v.toFixed(1)}`);
  }
  return `M0 ${edgeY}L${points.join('L')}L${WIDTH} ${edgeY}Z`;
}

/** The four walls: z = 1 ahead, x = 1 right, z = -1 behind, x = -1 left, each seen from inside. */
const WALLS: readonly ((a: number, y: number) => Point3)[] = [
  (a, y) => [a, y, 1],
  (a, y) => [1, y, -a],
  (a, y) => [-a, y, -1],
  (a, y) => [-1, y, a],
];

function wallQuad(wall: number, from: number, to: number, bottom: number, top: number): string {
  const at = WALLS[wall]!;
  return quad([at(from, top), at(to, top), at(to, bottom), at(from, bottom)]);
}

export interface PanoramaStyle {
  wall: string;
  floor: string;
  ceiling: string;
  accent: string;
}

export const PANORAMA_STYLES: readonly PanoramaStyle[] = [
  { wall: '#efe6d8', floor: '#b48a5e', ceiling: '#f7f3ec', accent: '#2f6f6a' },
  { wall: '#e4e8ec', floor: '#8c8f94', ceiling: '#f5f6f8', accent: '#7a4b2a' },
];

/** A living room in 360°: walls, floor and ceiling, windows onto the sky, a rug, a sofa and a lamp. */
export function renderPanorama(seed: number): Promise<Buffer> {
  const rng = new Random(seed);
  const style = PANORAMA_STYLES[(seed - 1) % PANORAMA_STYLES.length]!;
  const c = new Canvas(WIDTH, HEIGHT);
  const top = CEILING;
  const floor = -EYE;

  // walls, each a little lighter or darker as the light from the windows falls on it; the wall
  // behind is drawn in two halves, one each side of the picture's left/right seam at its middle
  for (const [wall, tone] of [0.04, -0.06, -0.02, -0.1].entries()) {
    const halves = wall === 2 ? [[-1, -SEAM_GAP], [SEAM_GAP, 1]] : [[-1, 1]];
    for (const [from, to] of halves) c.add(path(wallQuad(wall, from!, to!, floor, top), shade(style.wall, tone)));
  }
  c.add(path(cap(top, 0), c.linear([[0, shade(style.ceiling, -0.04)], [1, style.ceiling]])));
  c.add(path(cap(floor, HEIGHT), c.linear([[0, style.floor], [1, shade(style.floor, -0.18)]])));
  // floor boards from the wall ahead to the wall behind, none on x = 0 (the seam runs along it behind)
  for (let x = -0.9; x < 1; x += 0.2) {
    c.add(path(quad([[x, floor, -1], [x, floor, 1], [x + 0.006, floor, 1], [x + 0.006, floor, -1]]), shade(style.floor, -0.25), { opacity: 0.5 }));
  }

  // a wide window ahead and one on the right wall: sky, a far skyline, frames
  const sky = (wall: number, from: number, to: number) => {
    c.add(path(wallQuad(wall, from, to, -0.05, 0.6), c.linear([[0, '#7fb2e5'], [1, '#d8ebf7']])));
    let a = from + 0.03;
    while (a < to - 0.06) {
      const w = rng.range(0.04, 0.09);
      c.add(path(wallQuad(wall, a, Math.min(a + w, to - 0.02), -0.05, rng.range(0.05, 0.3)), mix('#6f8aa6', '#d8ebf7', rng.range(0.2, 0.5))));
      a += w + rng.range(0.005, 0.03);
    }
    for (const edge of [from, (from + to) / 2, to]) c.add(path(wallQuad(wall, edge - 0.012, edge + 0.012, -0.05, 0.6), '#fdfdfb'));
    c.add(path(wallQuad(wall, from - 0.012, to + 0.012, -0.07, -0.05), '#fdfdfb'));
    c.add(path(wallQuad(wall, from - 0.012, to + 0.012, 0.6, 0.62), '#fdfdfb'));
  };
  sky(0, -0.6, 0.6);
  sky(1, -0.35, 0.35);

  // a door on the wall behind (clear of the seam at its middle), a sofa and a picture on the left wall
  c.add(path(wallQuad(2, 0.3, 0.7, floor, 0.35), shade(style.accent, 0.35)));
  c.add(path(wallQuad(2, 0.64, 0.66, -0.02, 0.0), '#d9c27a'));
  const sofa = shade(style.accent, -0.1);
  const seat = floor + 0.22;
  c.add(path(wallQuad(3, -0.45, 0.45, seat, seat + 0.28), shade(sofa, -0.08)));
  c.add(path(quad([[-1, seat, -0.45], [-1, seat, 0.45], [-0.72, seat, 0.45], [-0.72, seat, -0.45]]), shade(sofa, 0.12)));
  c.add(path(quad([[-0.72, seat, -0.45], [-0.72, seat, 0.45], [-0.72, floor, 0.45], [-0.72, floor, -0.45]]), sofa));
  c.add(path(wallQuad(3, -0.3, 0.3, 0.1, 0.42), style.accent));
  c.add(path(wallQuad(3, -0.27, 0.27, 0.13, 0.39), mix(style.accent, '#f2d8a7', 0.55)));

  // a rug between the sofa and the window (off the point straight down, which no flat shape can hold)
  c.add(path(quad([[-0.6, floor, 0.15], [0.4, floor, 0.15], [0.4, floor, 0.75], [-0.6, floor, 0.75]]), shade(style.accent, 0.15), { opacity: 0.85 }));

  // the ceiling lamp straight up: the picture's whole top row, so a band with a glow below it
  c.add(rect(0, 0, WIDTH, 26, '#fff8e6'));
  c.add(circle(WIDTH / 2, HEIGHT / 2 - 40, 60, c.radial([[0, '#ffffff', 0.35], [1, '#ffffff', 0]])));
  return toJpeg(c);
}
