import path from 'node:path';
import { FILE_KIND_EXTENSION, FILE_KIND_MIME, type FileKind } from '../../core/media/sniff.js';

// Agents' identity documents are private files (ADR 014): stored in the private storage under
// PRIVATE_FOLDER and handed out only by GET /api/agent-verification-files/<name>, which checks who
// asks. Their names are the random ones StagedMedia gives (uuid + sniffed extension).

export const PRIVATE_FOLDER = 'agent-verification';
export const FILE_ROUTE = '/agent-verification-files';

const KIND_OF_EXTENSION = new Map(Object.entries(FILE_KIND_EXTENSION).map(([kind, ext]) => [ext, kind as FileKind]));
const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z0-9]{1,5})$/;

/** The storage key and content type of a file name from the URL; null for anything we never issue (`..`, slashes, other names). */
export function privateFile(name: string): { key: string; contentType: string } | null {
  const kind = KIND_OF_EXTENSION.get(FILE_NAME.exec(name)?.[1] ?? '');
  return kind ? { key: `${PRIVATE_FOLDER}/${name}`, contentType: FILE_KIND_MIME[kind] } : null;
}

/** The authorised URL of a stored file, the value clients get in get-agent-verification-form-values. */
export function privateFileUrl(publicUrl: string, key: string): string {
  return `${publicUrl}/api${FILE_ROUTE}/${path.posix.basename(key)}`;
}
