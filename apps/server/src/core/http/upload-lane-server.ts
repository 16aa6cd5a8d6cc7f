import { PassThrough } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { FromLane, ToLane } from './upload-lane.js';

/**
 * Bytes of a request body the lane holds before it asks the API's thread to stop reading the
 * connection: as much as the multipart parser takes in at once (body.ts), so a slow disk or a
 * busy lane is felt by the client, not by the server's memory.
 */
const BODY_BUFFER_BYTES = 1024 * 1024;

/**
 * The lane's side of upload-lane.ts: each forwarded request is answered by `app` (an instance of
 * the same API) with its body streamed in as it arrives; the answer goes back whole (JSON).
 */
export function serveUploadLane(app: FastifyInstance, port: MessagePort, onClose: () => Promise<void>): void {
  const bodies = new Map<number, PassThrough>();
  const post = (message: FromLane) => port.postMessage(message);

  port.on('message', (message: ToLane) => {
    switch (message.type) {
      case 'request': {
        const { id, method, url, headers, remoteAddress } = message;
        const body = new PassThrough({ highWaterMark: BODY_BUFFER_BYTES });
        bodies.set(id, body);
        app
          .inject({ method: method as 'POST', url, headers, remoteAddress, payload: body })
          .then(
            (res) => post({ type: 'response', id, statusCode: res.statusCode, headers: res.headers, body: res.rawPayload }),
            (error: unknown) => {
              app.log.error({ err: error }, 'upload lane request failed');
              post({ type: 'response', id, statusCode: 500, headers: {}, body: Buffer.alloc(0) });
            },
          )
          .finally(() => {
            bodies.delete(id);
            body.destroy();
          });
        return;
      }
      case 'chunk': {
        const body = bodies.get(message.id);
        const { chunk } = message;
        if (!body || body.destroyed) return;
        if (!body.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))) {
          post({ type: 'pause', id: message.id });
          body.once('drain', () => post({ type: 'resume', id: message.id }));
        }
        return;
      }
      case 'end':
        bodies.get(message.id)?.end();
        return;
      case 'abort':
        bodies.get(message.id)?.destroy(new Error('the client went away'));
        return;
      case 'close':
        void onClose().finally(() => port.close());
    }
  });
  post({ type: 'ready' });
}
