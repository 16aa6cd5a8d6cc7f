import { Random } from '../random.js';
import { Canvas } from '@abode/server/seed/images/svg';
import { apartment } from './apartment.js';
import { bathroom } from './bathroom.js';
import { bedroom } from './bedroom.js';
import { kitchen } from './kitchen.js';
import { land } from './land.js';
import { livingRoom } from './living-room.js';
import { office } from './office.js';
import { penthouse } from './penthouse.js';
import { pool } from './pool.js';
import { shop } from './shop.js';
import { skyline } from './skyline.js';
import { townhouse } from './townhouse.js';
import { villa } from './villa.js';
import { warehouse } from './warehouse.js';

/** Scene pictures are 3:2, the shape of a listing photo. */
export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1067;

type Painter = (c: Canvas, rng: Random, seed: number) => void;

const PAINTERS = {
  villa,
  apartment,
  townhouse,
  penthouse,
  office,
  shop,
  land,
  warehouse,
  'living-room': livingRoom,
  kitchen,
  bedroom,
  bathroom,
  pool,
  skyline,
} satisfies Record<string, Painter>;

export type SceneKind = keyof typeof PAINTERS;
export const SCENE_KINDS = Object.keys(PAINTERS) as readonly SceneKind[];

/** The drawing of a scene; the seed picks the style (in turn) and every detail (at random). */
export function drawScene(kind: SceneKind, seed: number): Canvas {
  const c = new Canvas(SCENE_WIDTH, SCENE_HEIGHT);
  // spread neighbouring seeds apart so that seed 1 and seed 2 share no random choices
  PAINTERS[kind](c, new Random(Math.imul(seed + 1, 0x9e3779b1)), seed);
  return c;
}
