/** CORS_ORIGINS: "*" or a comma-separated list of origins allowed to call /api/ from a browser. */
export function parseOrigins(value: string): '*' | string[] {
  const list = value
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return list.length === 0 || list.includes('*') ? '*' : list;
}
