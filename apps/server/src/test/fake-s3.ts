import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

// A path-style S3 endpoint on loopback that checks every request's Signature Version 4 the way
// S3 does, written from AWS's documented algorithm with node:crypto and sharing no code with the
// client under test.

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as the canonical query string wants it. */
const uriEncode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface ReceivedRequest {
  method: string;
  /** Path and query exactly as they arrived. */
  rawUrl: string;
  /** Lowercased header names. */
  headers: Record<string, string | string[] | undefined>;
  signedHeaders: string;
  payloadHash: string;
  /** `20130524T000000Z` */
  date: string;
}

/** The signature S3 expects for a request as received (AWS SigV4, service `s3`). */
export function expectedSignature(request: ReceivedRequest, secretAccessKey: string, region: string): string {
  const [path = '/', rawQuery = ''] = request.rawUrl.split('?');
  const query = [...new URLSearchParams(rawQuery)]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : 1) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headerLines = request.signedHeaders.split(';').map((name) => {
    const value = request.headers[name];
    return `${name}:${(Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ')}`;
  });
  const canonical = [request.method, path, query, ...headerLines, '', request.signedHeaders, request.payloadHash].join('\n');
  const scope = `${request.date.slice(0, 8)}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', request.date, scope, sha256Hex(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, request.date.slice(0, 8)), region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex');
}

interface Account {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  bucket: string;
}

/** null when the request is signed by the account's key over exactly what arrived, else S3's error code. */
function verify(req: IncomingMessage, body: Buffer, account: Account): string | null {
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
    req.headers.authorization ?? '',
  );
  if (!match) return 'AccessDenied';
  const [, accessKey, day, region, signedHeaders, given] = match as unknown as [string, string, string, string, string, string];
  if (accessKey !== account.accessKeyId) return 'InvalidAccessKeyId';
  const date = String(req.headers['x-amz-date'] ?? '');
  const names = signedHeaders.split(';');
  if (!['host', 'x-amz-date', 'x-amz-content-sha256'].every((h) => names.includes(h))) return 'AccessDenied';
  if (region !== account.region || !date.startsWith(day)) return 'SignatureDoesNotMatch';
  const payloadHash = String(req.headers['x-amz-content-sha256']);
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && sha256Hex(body) !== payloadHash) return 'XAmzContentSHA256Mismatch';
  const expected = expectedSignature({ method: req.method ?? '', rawUrl: req.url ?? '/', headers: req.headers, signedHeaders, payloadHash, date }, account.secretAccessKey, account.region);
  return expected === given ? null : 'SignatureDoesNotMatch';
}

const xmlError = (res: ServerResponse, status: number, code: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
};

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** PUT, copy (PUT with x-amz-copy-source), GET, HEAD and DELETE of objects in one bucket. */
export async function startFakeS3(account: Account) {
  const objects = new Map<string, StoredObject>();
  const state = { copyFailsInBody: false, requests: 0 };
  const server = createServer((req, res) => {
    void buffer(req).then((body) => {
      state.requests += 1;
      const failure = verify(req, body, account);
      if (failure) return xmlError(res, failure === 'XAmzContentSHA256Mismatch' ? 400 : 403, failure);

      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname);
      const prefix = `/${account.bucket}/`;
      if (!pathname.startsWith(prefix)) return xmlError(res, 404, 'NoSuchBucket');
      const key = pathname.slice(prefix.length);
      const copySource = req.headers['x-amz-copy-source'];

      if (req.method === 'PUT' && typeof copySource === 'string') {
        const source = objects.get(decodeURIComponent(copySource).replace(/^\//, '').slice(account.bucket.length + 1));
        if (!source) return xmlError(res, 404, 'NoSuchKey');
        res.writeHead(200, { 'content-type': 'application/xml' });
        // CopyObject may fail after it has answered 200: the error then arrives in the body
        if (state.copyFailsInBody) return res.end('<Error><Code>InternalError</Code><Message>x</Message></Error>');
        objects.set(key, { ...source });
        return res.end('<CopyObjectResult><ETag>"x"</ETag></CopyObjectResult>');
      }
      if (req.method === 'PUT') {
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? '') });
        res.writeHead(200, { etag: '"x"' });
        return res.end();
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) return xmlError(res, 404, 'NoSuchKey');
        res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
        return res.end(object.body);
      }
      if (req.method === 'HEAD') {
        res.writeHead(objects.has(key) ? 200 : 404);
        return res.end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      xmlError(res, 405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    objects,
    state,
    close: () => {
      server.closeAllConnections(); // the SDK keeps its connections alive
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
