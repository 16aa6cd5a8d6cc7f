import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4 (header form), as S3 and S3-compatible stores (MinIO, R2, Spaces…) expect it. */

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SignableRequest {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (names in any case). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body. */
  payloadHash: string;
}

export const ALGORITHM = 'AWS4-HMAC-SHA256';

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, `/` kept in paths. */
export function uriEncode(value: string, keepSlash: boolean): string {
  const encoded = encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

/** `20130524T000000Z` */
export const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export const credentialScope = (date: string, region: string, service: string) =>
  `${date.slice(0, 8)}/${region}/${service}/aws4_request`;

/** Query parameters sorted by encoded name then value, each name and value encoded. */
export function canonicalQuery(params: URLSearchParams): string {
  return [...params]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** The canonical request: each part on its own line, headers lowercased, trimmed and sorted. */
export function canonicalRequest(
  method: string,
  encodedPath: string,
  query: string,
  headers: Record<string, string>,
  payloadHash: string,
): { text: string; signedHeaders: string } {
  const entries = Object.entries(headers)
    .map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const signedHeaders = entries.map(([k]) => k).join(';');
  const text = [method, encodedPath, query, ...entries.map(([k, v]) => `${k}:${v}`), '', signedHeaders, payloadHash].join('\n');
  return { text, signedHeaders };
}

export function signature(secretAccessKey: string, date: string, region: string, service: string, canonical: string): string {
  const scope = credentialScope(date, region, service);
  const stringToSign = [ALGORITHM, date, scope, sha256Hex(canonical)].join('\n');
  const kDate = hmac(`AWS4${secretAccessKey}`, date.slice(0, 8));
  const kSigning = hmac(hmac(hmac(kDate, region), service), 'aws4_request');
  return createHmac('sha256', kSigning).update(stringToSign).digest('hex');
}

/** The headers to send: the caller's, plus x-amz-date, x-amz-content-sha256 and Authorization. */
export function signRequest(
  request: SignableRequest,
  credentials: Credentials,
  region: string,
  service = 's3',
  now = new Date(),
): Record<string, string> {
  const date = amzDate(now);
  const headers = { ...request.headers, 'x-amz-date': date, 'x-amz-content-sha256': request.payloadHash };
  // host is signed but sent by fetch itself, from the same URL
  const { text, signedHeaders } = canonicalRequest(
    request.method,
    uriEncode(decodeURIComponent(request.url.pathname), true),
    canonicalQuery(request.url.searchParams),
    { ...headers, host: request.url.host },
    request.payloadHash,
  );
  const scope = credentialScope(date, region, service);
  const authorization =
    `${ALGORITHM} Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, ` +
    `Signature=${signature(credentials.secretAccessKey, date, region, service, text)}`;
  return { ...headers, authorization };
}
