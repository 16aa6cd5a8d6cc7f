import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ApiEncoding, COMPRESS_MIN_BYTES, compressBody, encodingFor } from './compression.js';

interface Serialised {
  json: Buffer;
  encoded: Partial<Record<ApiEncoding, Promise<Buffer>>>;
}

/** Response bytes of answers, by answer object: kept as long as the answer is (in the search cache). */
const serialised = new WeakMap<object, Serialised>();

/**
 * Sends the JSON of `envelope(answer)`. An answer served from the search cache is the same object
 * on every hit, so it is serialised once, and compressed once per encoding, and its bytes are sent
 * as they are afterwards: for a page of cards (~17 KB) serialising costs more than the rest of a
 * cached request, and compressing several times more. Answers must not change once sent (cached
 * answers never do). Encoding follows the API's rules (core/http/compression.ts), whose hook
 * leaves an answer that already has its Content-Encoding alone.
 */
export async function sendAnswer<T extends object>(request: FastifyRequest, reply: FastifyReply, answer: T, envelope: (answer: T) => unknown): Promise<FastifyReply> {
  let entry = serialised.get(answer);
  if (!entry) {
    entry = { json: Buffer.from(JSON.stringify(envelope(answer))), encoded: {} };
    serialised.set(answer, entry);
  }
  reply.type('application/json; charset=utf-8');
  if (entry.json.length < COMPRESS_MIN_BYTES) return reply.send(entry.json);
  const encoding = encodingFor(request, reply);
  if (!encoding) return reply.send(entry.json);
  const pending = (entry.encoded[encoding] ??= compressBody(entry.json, encoding));
  const body = await pending.catch((error: unknown) => {
    // Not kept: the next request tries again.
    if (entry.encoded[encoding] === pending) delete entry.encoded[encoding];
    throw error;
  });
  return reply.header('content-encoding', encoding).header('content-length', body.length).send(body);
}
