import type { FastifyRequest } from 'fastify';
import type { ActingAs } from '../db/audit.js';
import { requireUser } from './auth-guard.js';
import { badRequest } from './errors.js';
import { isUploadedFile, type UploadedFile } from './uploaded-file.js';

/** Who makes a console change, for its audit row. */
export const actingAs = (request: FastifyRequest): ActingAs => ({ id: requireUser(request).id, ip: request.ip });

/** A multipart file field: the file, nothing when absent or empty, a 400 when it is text. */
export function uploadOf(value: unknown, label: string): UploadedFile | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isUploadedFile(value)) throw badRequest(`${label} must be an uploaded image file`);
  return value;
}
