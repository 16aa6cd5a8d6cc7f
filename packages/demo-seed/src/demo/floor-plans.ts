import sharp from 'sharp';

// Architectural-style floor plans for the demo (the "Floor plan" parameter and project plans):
// rooms on a 100 × 70 grid, drawn as SVG and rasterised by sharp.

type Room = readonly [label: string, x: number, y: number, w: number, h: number];

export const FLOOR_PLANS = {
  studio: [
    ['Living / Sleeping', 0, 0, 62, 70],
    ['Kitchen', 62, 0, 38, 28],
    ['Bath', 62, 28, 38, 20],
    ['Balcony', 62, 48, 38, 22],
  ],
  oneBedroom: [
    ['Living / Dining', 0, 0, 55, 42],
    ['Kitchen', 0, 42, 30, 28],
    ['Bath', 30, 42, 25, 28],
    ['Bedroom', 55, 0, 45, 45],
    ['Balcony', 55, 45, 45, 25],
  ],
  twoBedroom: [
    ['Living / Dining', 0, 0, 50, 42],
    ['Kitchen', 0, 42, 26, 28],
    ['Bath', 26, 42, 24, 28],
    ['Master Bedroom', 50, 0, 50, 36],
    ['Bedroom 2', 50, 36, 30, 34],
    ['En-suite', 80, 36, 20, 34],
  ],
  threeBedroom: [
    ['Living', 0, 0, 40, 40],
    ['Dining', 40, 0, 22, 40],
    ['Kitchen', 0, 40, 24, 30],
    ['Maid', 24, 40, 16, 30],
    ['Master Bedroom', 62, 0, 38, 36],
    ['Bedroom 2', 40, 40, 30, 30],
    ['Bedroom 3', 70, 36, 30, 34],
  ],
  villaGround: [
    ['Majlis', 0, 0, 38, 40],
    ['Living', 38, 0, 36, 40],
    ['Dining', 74, 0, 26, 40],
    ['Kitchen', 0, 40, 34, 30],
    ["Maid's Room", 34, 40, 22, 30],
    ['Guest WC', 56, 40, 14, 30],
    ['Garden Terrace', 70, 40, 30, 30],
  ],
  villaFirst: [
    ['Master Suite', 0, 0, 44, 40],
    ['Walk-in', 0, 40, 20, 30],
    ['Master Bath', 20, 40, 24, 30],
    ['Family Lounge', 44, 0, 26, 70],
    ['Bedroom 2', 70, 0, 30, 36],
    ['Bedroom 3', 70, 36, 30, 34],
  ],
  office: [
    ['Open Workspace', 0, 0, 64, 70],
    ['Meeting Room', 64, 0, 36, 28],
    ["Manager's Office", 64, 28, 36, 22],
    ['Pantry', 64, 50, 18, 20],
    ['WC', 82, 50, 18, 20],
  ],
  warehouse: [
    ['Storage Hall', 0, 0, 72, 70],
    ['Loading Bay', 72, 0, 28, 34],
    ['Office', 72, 34, 28, 22],
    ['WC', 72, 56, 14, 14],
    ['Store', 86, 56, 14, 14],
  ],
} as const satisfies Record<string, readonly Room[]>;

export type FloorPlanName = keyof typeof FLOOR_PLANS;

const W = 1200;
const H = 900;
const PAD = 90;
const SCALE = (W - 2 * PAD) / 100;
/** Real-world width of one grid unit; homes are about 12 m across unless listed here. */
const METRES_PER_UNIT: Partial<Record<FloorPlanName, number>> = { villaGround: 0.17, villaFirst: 0.17, office: 0.2, warehouse: 0.55 };
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;');

/** A 1200 × 900 PNG of the plan with a caption such as "Type B — 2 Bedroom · 1,245 sq ft". */
export function renderFloorPlan(name: FloorPlanName, caption: string): Promise<Buffer> {
  const px = (v: number) => PAD + v * SCALE;
  const metresPerUnit = METRES_PER_UNIT[name] ?? 0.12;
  const rooms = (FLOOR_PLANS[name] as readonly Room[]).map(([label, x, y, w, h]) => {
    const cx = px(x + w / 2);
    const cy = px(y + h / 2);
    const metres = `${(w * metresPerUnit).toFixed(1)} × ${(h * metresPerUnit).toFixed(1)} m`;
    const fill = /Balcony|Terrace/.test(label) ? '#EEF6F3' : /Bath|WC|En-suite/.test(label) ? '#F1F5F9' : '#FFFFFF';
    return `<rect x="${px(x)}" y="${px(y)}" width="${w * SCALE}" height="${h * SCALE}" fill="${fill}" stroke="#1F2937" stroke-width="6"/>
      <text x="${cx}" y="${cy - 6}" font-size="${w < 20 ? 20 : 26}" font-weight="600" text-anchor="middle" fill="#1F2937">${esc(label)}</text>
      <text x="${cx}" y="${cy + 26}" font-size="19" text-anchor="middle" fill="#64748B">${metres}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
    <rect width="${W}" height="${H}" fill="#FAFAF7"/>
    <rect x="${PAD}" y="${PAD}" width="${100 * SCALE}" height="${70 * SCALE}" fill="none" stroke="#111827" stroke-width="14"/>
    ${rooms.join('\n')}
    <g transform="translate(${W - 70} 52)"><polygon points="0,-30 12,8 0,0 -12,8" fill="#0F766E"/><text y="30" font-size="18" text-anchor="middle" fill="#0F766E">N</text></g>
    <text x="${PAD}" y="${H - 40}" font-size="30" font-weight="700" fill="#111827">${esc(caption)}</text>
    <text x="${W - PAD}" y="${H - 40}" font-size="18" text-anchor="end" fill="#94A3B8">For illustration only. Not to scale.</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}
