// Clients send arrays and objects as bracketed keys (`parameters[0][parameter_id]`,
// `gallery_images[]`). This turns such flat entries into nested objects and arrays.

type Node = Record<string, unknown> | unknown[];
const UNSAFE = new Set(['__proto__', 'prototype', 'constructor']);
/** Highest array index accepted, so `a[99999999]` cannot allocate a huge sparse array. */
const MAX_INDEX = 999;

function parseKey(key: string): string[] | null {
  const first = key.indexOf('[');
  if (first === -1) return [key];
  const head = key.slice(0, first);
  const rest = key.slice(first);
  const parts = [...rest.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
  // Anything left over (e.g. `a[b]c`) is not a bracketed key: keep the name as it is.
  if (parts.map((p) => `[${p}]`).join('') !== rest || head === '') return [key];
  return [head, ...parts];
}

function setPath(target: Node, path: string[], value: unknown): void {
  let node: Node = target;
  for (let i = 0; i < path.length; i++) {
    const part = path[i]!;
    const last = i === path.length - 1;
    const nextIsIndex = !last && /^\d*$/.test(path[i + 1]!);
    if (UNSAFE.has(part)) return;
    if (Array.isArray(node)) {
      const index = part === '' ? node.length : Number(part);
      if (!Number.isInteger(index) || index > MAX_INDEX) return;
      if (last) node[index] = value;
      else node = (node[index] ??= nextIsIndex ? [] : {}) as Node;
    } else {
      if (last) {
        const existing = node[part];
        // a repeated plain key (`ids=1&ids=2`) becomes a list
        node[part] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
      } else {
        const child = node[part];
        node = (typeof child === 'object' && child !== null ? child : (node[part] = nextIsIndex ? [] : {})) as Node;
      }
    }
  }
}

/** Drops holes left by sparse indexes, so `a[0]`, `a[2]` gives a two-item list. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [k, v] of Object.entries(value)) (value as Record<string, unknown>)[k] = compact(v);
  }
  return value;
}

export function expandBracketKeys(entries: Iterable<[string, unknown]>, options: { dropEmpty?: boolean } = {}) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (options.dropEmpty && value === '') continue;
    const path = parseKey(key);
    if (path) setPath(out, path, value);
  }
  return compact(out) as Record<string, unknown>;
}
