import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.js';
import { FORM_KEY_LIMIT, parseFormEntries, parseUrlencoded } from './form.js';
import { UploadedFile } from './uploaded-file.js';

export interface BodyLimits {
  /** Largest single uploaded file, in bytes. */
  fileSize: number;
  files: number;
  fields: number;
}

export const DEFAULT_BODY_LIMITS: BodyLimits = { fileSize: 25 * 1024 * 1024, files: 40, fields: FORM_KEY_LIMIT };

/**
 * Buffer of the streams an uploaded file passes through (multipart parser → file part → temporary
 * file). With the 16 KiB default every 64 KiB socket chunk filled them at once: the request was
 * paused and resumed and the file written once per chunk, all on the main thread. 1 MiB lets the
 * chunks that arrive during a write go out together in one writev, for at most a few MiB per upload.
 */
const UPLOAD_STREAM_BUFFER_BYTES = 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    uploads?: UploadedFile[];
  }
}

/**
 * JSON, urlencoded and multipart bodies all arrive in `request.body` as one nested object, with
 * bracketed keys expanded and files as UploadedFile values written under `tmpDir`. Temporary files
 * are removed when the response is sent; services move the ones they keep.
 */
export async function registerBodyParsing(app: FastifyInstance, tmpDir: string, options: { limits?: BodyLimits } = {}) {
  const limits = options.limits ?? DEFAULT_BODY_LIMITS;
  // files left by a crash: this folder belongs to this server process alone (README, DATA_DIR)
  await rm(tmpDir, { recursive: true, force: true });
  await mkdir(tmpDir, { recursive: true });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseUrlencoded(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  await app.register(multipart, {
    limits: { fileSize: limits.fileSize, files: limits.files, fields: limits.fields },
    highWaterMark: UPLOAD_STREAM_BUFFER_BYTES,
    fileHwm: UPLOAD_STREAM_BUFFER_BYTES,
  });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const entries: [string, unknown][] = [];
    const uploads: UploadedFile[] = [];
    request.uploads = uploads;
    try {
      for await (const part of request.parts()) {
        // a part without a name cannot be placed in the form
        if (!part.fieldname) throw new ApiError(400, 'Malformed multipart body');
        if (part.type === 'field') {
          entries.push([part.fieldname, typeof part.value === 'string' ? part.value : String(part.value)]);
          continue;
        }
        const file = path.join(tmpDir, `${randomUUID()}${path.extname(part.filename).slice(0, 10)}`);
        await pipeline(part.file, createWriteStream(file, { highWaterMark: UPLOAD_STREAM_BUFFER_BYTES }));
        const upload = new UploadedFile(part.fieldname, part.filename, part.mimetype, file, part.file.bytesRead);
        uploads.push(upload);
        if (part.file.truncated) throw new ApiError(413, `File ${part.filename} is too large`);
        entries.push([part.fieldname, upload]);
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const code = (error as { code?: string }).code ?? '';
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 'File is too large');
      if (code.startsWith('FST_')) throw new ApiError(413, 'Too many files or fields');
      throw new ApiError(400, 'Malformed multipart body');
    }
    request.body = parseFormEntries(entries);
  });

  app.addHook('onResponse', async (request) => {
    if (request.uploads?.length) await Promise.all(request.uploads.map((u) => rm(u.path, { force: true })));
  });
}
