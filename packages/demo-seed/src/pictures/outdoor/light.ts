import { mix } from '../color.js';

export type TimeOfDay = 'morning' | 'noon' | 'golden' | 'dusk' | 'night';

/** How a time of day colours everything: the sky, and the tint every surface takes from it. */
export interface Light {
  time: TimeOfDay;
  sky: readonly [top: string, middle: string, horizon: string];
  sun: string;
  /** Ambient colour mixed into surfaces, and how strongly. */
  tint: string;
  tintAmount: number;
  /** Shadows: colour and opacity. */
  shadow: string;
  shadowOpacity: number;
  /** Share of windows lit from inside. */
  windowsLit: number;
  cloud: string;
  water: readonly [near: string, far: string];
}

export const LIGHTS: Record<TimeOfDay, Light> = {
  morning: {
    time: 'morning',
    sky: ['#6fa8dc', '#a9cdea', '#f6e7c8'],
    sun: '#fff4d6',
    tint: '#ffe9c7',
    tintAmount: 0.08,
    shadow: '#24324a',
    shadowOpacity: 0.22,
    windowsLit: 0.05,
    cloud: '#ffffff',
    water: ['#3f8fc4', '#9cc9e6'],
  },
  noon: {
    time: 'noon',
    sky: ['#2f78c8', '#6aa8e0', '#cfe6f5'],
    sun: '#fffbe8',
    tint: '#ffffff',
    tintAmount: 0,
    shadow: '#1c2a40',
    shadowOpacity: 0.25,
    windowsLit: 0,
    cloud: '#ffffff',
    water: ['#1f7fc0', '#5fb3e3'],
  },
  golden: {
    time: 'golden',
    sky: ['#4d6fae', '#e8a77c', '#ffd9a0'],
    sun: '#fff0c4',
    tint: '#ffb870',
    tintAmount: 0.16,
    shadow: '#3a2440',
    shadowOpacity: 0.26,
    windowsLit: 0.25,
    cloud: '#ffe2c6',
    water: ['#46679a', '#e9b48a'],
  },
  dusk: {
    time: 'dusk',
    sky: ['#27285a', '#8a4f86', '#f39a6b'],
    sun: '#ffd39a',
    tint: '#7a5a9a',
    tintAmount: 0.3,
    shadow: '#120c24',
    shadowOpacity: 0.3,
    windowsLit: 0.6,
    cloud: '#e7a3a3',
    water: ['#2c2e5c', '#b7708a'],
  },
  night: {
    time: 'night',
    sky: ['#0b1030', '#1c2556', '#3d4680'],
    sun: '#f4f1de',
    tint: '#25306a',
    tintAmount: 0.55,
    shadow: '#05060f',
    shadowOpacity: 0.35,
    windowsLit: 0.75,
    cloud: '#4a5488',
    water: ['#0d1538', '#2f3a72'],
  },
};

/** A surface colour as this light shows it. */
export const lit = (light: Light, color: string) => mix(color, light.tint, light.tintAmount);

export const isDark = (light: Light) => light.time === 'dusk' || light.time === 'night';
