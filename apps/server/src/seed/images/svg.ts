/** A minimal SVG writer: shapes are strings, a Canvas collects them with their gradient defs. */

export type Attrs = Record<string, string | number | undefined>;
/** Offset 0…1, colour, opacity. */
export type Stop = readonly [number, string, number?];

/** One decimal is plenty at these sizes and keeps documents small (they are parsed per render). */
export const num = (v: number) => String(Math.round(v * 10) / 10);

/**
 * Attributes of a single shape. `opacity` becomes fill- and stroke-opacity: same look for a shape
 * whose fill and stroke do not overlap, but librsvg then paints it directly instead of through an
 * offscreen layer the size of the picture (which made pictures with many faint shapes slow).
 */
function shapeAttrs(extra: Attrs): string {
  const { opacity, ...rest } = extra;
  return attrs(opacity === undefined ? rest : { ...rest, 'fill-opacity': opacity, 'stroke-opacity': opacity });
}

function attrs(extra: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(extra)) {
    if (v !== undefined) out += ` ${k}="${typeof v === 'number' ? num(v) : v}"`;
  }
  return out;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  `<rect${shapeAttrs({ x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...extra })}/>`;

/** Points as a flat list: x0, y0, x1, y1… */
export const poly = (points: readonly number[], fill: string, extra: Attrs = {}) => {
  let list = '';
  for (let i = 0; i < points.length; i += 2) list += `${num(points[i]!)},${num(points[i + 1]!)} `;
  return `<polygon${shapeAttrs({ points: list.trim(), fill, ...extra })}/>`;
};

export const path = (d: string, fill: string, extra: Attrs = {}) => `<path${shapeAttrs({ d, fill, ...extra })}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  `<circle${shapeAttrs({ cx, cy, r, fill, ...extra })}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  `<ellipse${shapeAttrs({ cx, cy, rx, ry, fill, ...extra })}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}) =>
  `<line${shapeAttrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra })}/>`;

export const group = (children: string | readonly string[], extra: Attrs = {}) =>
  `<g${attrs(extra)}>${typeof children === 'string' ? children : children.join('')}</g>`;

/** Path data from numbers: d`M${x} ${y}` keeps every number to one decimal. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce((out, s, i) => out + s + (i < values.length ? num(values[i]!) : ''), '');
}

export class Canvas {
  private readonly body: string[] = [];
  private readonly defs: string[] = [];
  /** Gradients by their definition: identical ones (every pane of a lit window…) are defined once. */
  private readonly gradients = new Map<string, string>();
  private ids = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  add(...parts: string[]): this {
    this.body.push(...parts);
    return this;
  }

  /** Runs `paint` and hands back what it drew instead of keeping it, e.g. to draw it again mirrored. */
  capture(paint: () => void): string {
    const start = this.body.length;
    paint();
    return this.body.splice(start).join('');
  }

  private id(prefix: string) {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }

  /** A linear gradient over the filled shape's box, top to bottom unless a direction is given. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.gradient('linearGradient', attrs({ x1, y1, x2, y2 }), stops);
  }

  /** A radial gradient over the filled shape's box (centre and radius as fractions of it). */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.gradient('radialGradient', attrs({ cx, cy, r }), stops);
  }

  private gradient(tag: string, geometry: string, stops: readonly Stop[]): string {
    const body = `${geometry}>${stopList(stops)}</${tag}>`;
    let id = this.gradients.get(tag + body);
    if (!id) {
      id = this.id('g');
      this.gradients.set(tag + body, id);
      this.defs.push(`<${tag} id="${id}"${body}`);
    }
    return `url(#${id})`;
  }

  /** A clip path from shapes; use as `clip-path` attribute value. */
  clip(shapes: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /** The document, drawn at `outWidth`×`outHeight` (cropped to fill when the ratio differs). */
  toString(outWidth = this.width, outHeight = this.height): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" ` +
      `viewBox="0 0 ${this.width} ${this.height}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

function stopList(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) => `<stop${attrs({ offset, 'stop-color': color, 'stop-opacity': opacity })}/>`)
    .join('');
}
