// get_languages answers a translation file as one flat map of strings ({"label": "text"}): the
// clients of this API render file_name[label] directly, so no value may be an object. Abode's own
// files are nested by section; they travel flattened with dotted keys ("header.login") and the web
// app nests them again.

type Nested = { [key: string]: unknown };

/** {"header": {"login": "Log in"}} → {"header.login": "Log in"}; lists by index, numbers and booleans as text, null as "". */
export function flattenTranslations(file: Nested): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (value: unknown, key: string) => {
    if (value !== null && typeof value === 'object') {
      for (const [child, inner] of Object.entries(value)) walk(inner, key ? `${key}.${child}` : child);
    } else {
      flat[key] = value === null || value === undefined ? '' : String(value);
    }
  };
  for (const [key, value] of Object.entries(file)) walk(value, key);
  return flat;
}

/** The inverse for Abode's own files: {"header.login": "Log in"} → {"header": {"login": "Log in"}}; a section wins over a plain string of the same name. */
export function nestTranslations(flat: Readonly<Record<string, unknown>>): Nested {
  const nested: Nested = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = (node[part] = next !== null && typeof next === 'object' ? next : {}) as Nested;
    }
    const last = parts[parts.length - 1]!;
    if (!(node[last] !== null && typeof node[last] === 'object')) node[last] = value;
  }
  return nested;
}
