import { toPng } from './raster.js';
import { Canvas } from './svg.js';

export type IconName =
  | 'apartment'
  | 'villa'
  | 'house'
  | 'office'
  | 'shop'
  | 'land'
  | 'warehouse'
  | 'penthouse'
  | 'townhouse'
  | 'school'
  | 'hospital'
  | 'mall'
  | 'metro'
  | 'airport'
  | 'beach'
  | 'park'
  | 'mosque'
  | 'gym'
  | 'restaurant'
  | 'bank'
  | 'pharmacy'
  | 'bedroom'
  | 'bathroom'
  | 'area'
  | 'parking'
  | 'furnished'
  | 'balcony'
  | 'pool'
  | 'floor'
  | 'view'
  | 'maid'
  | 'pets'
  | 'logo';

/**
 * Line icons on a 256 grid, drawn with a 14 px round stroke. Each entry is SVG path data for the
 * strokes, plus optional path data for small solid details (windows, dots).
 */
const ICONS: Record<IconName, { stroke: string; fill?: string }> = {
  apartment: {
    stroke: 'M60 224V36h136v188M32 224h192M108 224v-40h40v40',
    fill: 'M84 60h24v24H84zM148 60h24v24h-24zM84 108h24v24H84zM148 108h24v24h-24zM84 156h24v20H84zM148 156h24v20h-24z',
  },
  villa: {
    stroke: 'M24 116 128 48l104 68M52 100v124h152V100M32 224h192M108 224v-52a20 20 0 0 1 40 0v52',
    fill: 'M72 132h28v28H72zM156 132h28v28h-28z',
  },
  house: { stroke: 'M32 124 128 44l96 80M56 104v120h144V104M168 72V44h24v48M104 224v-64h48v64' },
  office: {
    stroke: 'M72 224V40h112v184M40 224h176M72 80h112M72 120h112M72 160h112M112 224v-32h32v32',
  },
  shop: {
    stroke:
      'M40 92 56 40h144l16 52M40 92c0 16 14 24 29 24s29-8 29-24c0 16 15 24 30 24s30-8 30-24c0 16 14 24 29 24s29-8 29-24M56 120v104h144V120M32 224h192M104 224v-56h48v56',
  },
  land: {
    stroke: 'M24 200 88 156l64 20 80-48M24 200h208M124 132V36M124 40h64l-16 22 16 22h-64',
  },
  warehouse: {
    stroke: 'M24 224V100l104-60 104 60v124M24 224h208M72 224v-88h112v88M72 160h112M72 192h112',
  },
  penthouse: {
    stroke: 'M80 224V92h96v132M48 224h160M96 92V60l32-24 32 24v32M104 124h16M136 124h16M104 160h16M136 160h16M116 224v-32h24v32',
  },
  townhouse: {
    stroke: 'M24 224V108l52-52 52 52v116M128 224V108l52-52 52 52v116M16 224h224M60 224v-48h32v48M164 224v-48h32v48',
    fill: 'M62 112h28v28H62zM166 112h28v28h-28z',
  },
  school: { stroke: 'M20 96 128 44l108 52-108 52zM64 118v56c0 18 30 34 64 34s64-16 64-34v-56M236 96v72' },
  hospital: { stroke: 'M48 224V56h160v168M24 224h208M128 88v64M96 120h64M108 224v-40h40v40' },
  mall: { stroke: 'M52 84h152l-12 144H64zM92 84V68a36 36 0 0 1 72 0v16M92 116v8M164 116v8' },
  metro: {
    stroke:
      'M64 180V68c0-20 16-32 36-32h56c20 0 36 12 36 32v112c0 8-6 12-12 12H76c-6 0-12-4-12-12zM64 124h128M88 192l-28 40M168 192l28 40M60 220h136',
    fill: 'M84 144a12 12 0 1 0 0 24 12 12 0 0 0 0-24zM172 144a12 12 0 1 0 0 24 12 12 0 0 0 0-24z',
  },
  airport: {
    stroke:
      'M128 28c10 0 14 10 14 22v50l78 46v22l-78-22v46l26 20v18l-40-10-40 10v-18l26-20v-46l-78 22v-22l78-46V50c0-12 4-22 14-22z',
  },
  beach: {
    stroke:
      'M128 124V208M40 124c0-48 40-84 88-84s88 36 88 84zM40 124c12-10 32-10 44 0 12-10 32-10 44 0 12-10 32-10 44 0 12-10 32-10 44 0M24 208c16-12 32-12 48 0s32 12 48 0 32-12 48 0 32 12 48 0',
  },
  park: {
    stroke:
      'M128 224v-72M128 184l-28-24M128 168l28-24M128 152c-44 0-64-28-64-56 0-36 28-60 64-60s64 24 64 60c0 28-20 56-64 56zM56 224h144',
  },
  mosque: {
    stroke:
      'M64 224v-96h128v96M48 224h160M64 128c0-40 28-64 64-76 36 12 64 36 64 76M128 52V28M212 224V88M200 88h24M212 88V64M108 224v-44a20 20 0 0 1 40 0v44',
  },
  gym: { stroke: 'M80 128h96M52 88v80M80 72v112M176 72v112M204 88v80M28 128h24M204 128h24' },
  restaurant: { stroke: 'M76 32v64c0 16 12 24 24 24s24-8 24-24V32M100 32v192M100 120v104M172 224V32c-24 16-32 44-32 88h32' },
  bank: {
    stroke: 'M28 96 128 40l100 56zM44 224h168M32 224h192M64 120v80M104 120v80M152 120v80M192 120v80M48 108h160M48 200h160',
  },
  pharmacy: { stroke: 'M78 178 178 78a36 36 0 0 0-51-51L27 127a36 36 0 0 0 51 51zM77 77l51 51M188 148v64M156 180h64' },
  bedroom: { stroke: 'M28 200V64M28 156h200v44M28 128h200v28M60 128v-20c0-8 6-14 14-14h44c8 0 14 6 14 14v20M228 156v-28' },
  bathroom: {
    stroke:
      'M24 124h208M40 124v40c0 28 20 44 48 44h80c28 0 48-16 48-44v-40M72 208l-12 20M184 208l12 20M64 124V60c0-14 10-24 24-24s24 10 24 24v8',
  },
  area: {
    stroke: 'M40 88V40h48M168 40h48v48M216 168v48h-48M88 216H40v-48M40 40l64 64M216 40l-64 64M216 216l-64-64M40 216l64-64',
  },
  parking: {
    stroke:
      'M56 28h144c16 0 28 12 28 28v144c0 16-12 28-28 28H56c-16 0-28-12-28-28V56c0-16 12-28 28-28zM100 188V68h40a32 32 0 0 1 0 64h-40',
  },
  furnished: {
    stroke:
      'M56 124V84c0-16 12-28 28-28h88c16 0 28 12 28 28v40M32 124c12 0 24 8 24 24v16h144v-16c0-16 12-24 24-24s24 10 24 24v44H8v-44c0-14 12-24 24-24zM40 192v24M216 192v24',
  },
  balcony: {
    stroke: 'M72 132V36h112v96M128 36v96M24 132h208M24 224h208M24 132v92M232 132v92M64 132v92M104 132v92M152 132v92M192 132v92',
  },
  pool: {
    stroke:
      'M80 168V64c0-14 10-24 24-24s24 10 24 24M152 168V64c0-14 10-24 24-24s24 10 24 24M80 96h72M80 136h72M32 196c16-12 32-12 48 0s32 12 48 0 32-12 48 0 32 12 48 0',
  },
  floor: { stroke: 'M128 44 232 96l-104 52L24 96zM24 136l104 52 104-52M24 176l104 52 104-52' },
  view: { stroke: 'M36 48h184v160H36zM36 176l56-60 44 44 32-28 52 44', fill: 'M172 72a20 20 0 1 0 0 40 20 20 0 0 0 0-40z' },
  maid: {
    stroke: 'M184 32 120 136M96 128l48 28-16 28c-8 14-28 40-56 44-12 2-32-2-44-8 16-10 28-28 36-42zM72 200l20-20M48 212l20-18',
  },
  pets: {
    stroke: 'M128 132c-32 0-60 36-60 60 0 16 12 28 28 28 12 0 20-8 32-8s20 8 32 8c16 0 28-12 28-28 0-24-28-60-60-60z',
    fill: 'M82 60a20 26 0 1 0 0 52 20 26 0 0 0 0-52zM174 60a20 26 0 1 0 0 52 20 26 0 0 0 0-52zM40 118a18 22 0 1 0 0 44 18 22 0 0 0 0-44zM216 118a18 22 0 1 0 0 44 18 22 0 0 0 0-44z',
  },
  logo: { stroke: 'M28 220 128 36l100 184M72 140h112M108 220v-44a20 20 0 0 1 40 0v44', fill: 'M118 88h20v20h-20z' },
};

export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/** A 256×256 line icon with a transparent background, in `color` (a #hex colour). */
export async function renderIcon(name: IconName, color: string): Promise<Buffer> {
  if (!/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color)) throw new Error(`Icon colour must be a #hex colour, got "${color}"`);
  const icon = ICONS[name];
  const c = new Canvas(256, 256);
  c.add(
    `<path d="${icon.stroke}" fill="none" stroke="${color}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  if (icon.fill) c.add(`<path d="${icon.fill}" fill="${color}"/>`);
  return toPng(c);
}
