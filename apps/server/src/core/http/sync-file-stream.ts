import { closeSync, openSync, writeSync } from 'node:fs';
import { Writable } from 'node:stream';

/**
 * A file written with synchronous calls on the calling thread, for a thread that has nothing else
 * to do meanwhile (the upload lane, ADR 016). fs streams write on libuv's pool, whose threads the
 * whole process shares at normal priority: the lane's ~4 MB per photo there took CPU from the API's
 * event loop, where written here it runs at the lane's own (idle) priority.
 */
export function syncFileStream(file: string, highWaterMark: number): Writable {
  const fd = openSync(file, 'w');
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    closeSync(fd);
  };
  return new Writable({
    highWaterMark,
    writev(chunks, callback) {
      try {
        for (const { chunk } of chunks) writeSync(fd, chunk as Buffer);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    final(callback) {
      try {
        close();
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    destroy(error, callback) {
      try {
        close();
      } catch {
        // the error that destroyed the stream is the one to report
      }
      callback(error);
    },
  });
}
