import type { FloorKind } from './room.js';

/** Interior colour schemes: walls, floor, textiles and accents that go together. */
export interface Interior {
  wall: string;
  ceiling: string;
  floor: string;
  floorKind: FloorKind;
  sofa: string;
  wood: string;
  textiles: readonly string[];
  accents: readonly string[];
  metal: string;
}

export const INTERIORS: readonly Interior[] = [
  // Scandinavian: white walls, pale oak, grey sofa, mustard and teal
  {
    wall: '#f1eee8',
    ceiling: '#f7f6f2',
    floor: '#d2ae84',
    floorKind: 'planks',
    sofa: '#a3a8ad',
    wood: '#c9a47a',
    textiles: ['#e2b33c', '#3f7f80', '#f4efe6'],
    accents: ['#e2b33c', '#3f7f80', '#2b2b2b', '#d9d2c5'],
    metal: '#2b2b2b',
  },
  // warm modern: sand walls, walnut, cream and terracotta
  {
    wall: '#e8dccb',
    ceiling: '#f5efe6',
    floor: '#9a6a48',
    floorKind: 'planks',
    sofa: '#efe6d6',
    wood: '#7a4f33',
    textiles: ['#c8623d', '#6b7a3f', '#e9c9a0'],
    accents: ['#c8623d', '#6b7a3f', '#e3b27a', '#3a2f28'],
    metal: '#b08d57',
  },
  // coastal: pale blue walls, light floor, navy and coral
  {
    wall: '#dfe9ee',
    ceiling: '#f6f8f9',
    floor: '#d8c3a0',
    floorKind: 'planks',
    sofa: '#2f4a6b',
    wood: '#e0cda9',
    textiles: ['#f08a6c', '#f4efe6', '#8fb8c9'],
    accents: ['#f08a6c', '#2f4a6b', '#8fb8c9', '#f2d49b'],
    metal: '#c9ced3',
  },
  // deep green with brass and velvet
  {
    wall: '#3f5a4c',
    ceiling: '#eeebe4',
    floor: '#6e4a33',
    floorKind: 'planks',
    sofa: '#c99a3e',
    wood: '#5a3b28',
    textiles: ['#e9dcc2', '#8c3b2f', '#2f3a33'],
    accents: ['#c99a3e', '#e9dcc2', '#8c3b2f', '#a7b8a8'],
    metal: '#b8934a',
  },
  // Gulf luxe: ivory walls, marble tiles, beige and gold
  {
    wall: '#efe6d6',
    ceiling: '#faf7f1',
    floor: '#e6e1d8',
    floorKind: 'tiles',
    sofa: '#d8c8ad',
    wood: '#6b4a32',
    textiles: ['#b08d57', '#7a2e3a', '#f7f1e4'],
    accents: ['#b08d57', '#7a2e3a', '#2d3e50', '#e8d5b0'],
    metal: '#b08d57',
  },
];
