import { GatewayError } from './types.js';

/** One JSON request to a provider; a non-2xx answer or a network failure becomes a GatewayError. */
export async function requestJson<T>(url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  } catch (error) {
    throw new GatewayError(`${init.method} ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text();
  if (!response.ok) throw new GatewayError(`${init.method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new GatewayError(`${init.method} ${url} answered something other than JSON`);
  }
}

/** "199.00" for 19900 minor units. */
export const majorAmount = (minor: number) => (minor / 100).toFixed(2);
/** 19900 for "199.00" or 199. */
export const minorAmount = (major: string | number) => Math.round(Number(major) * 100);
