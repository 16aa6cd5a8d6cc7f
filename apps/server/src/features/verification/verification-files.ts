import path from 'node:path';
import { everySizeKey } from '../../core/media/image-pipeline.js';
import { FILE_KIND_EXTENSION, FILE_KIND_MIME, type FileKind } from '../../core/media/sniff.js';
import type { Storage } from '../../core/media/storage.js';
import type { VerificationRepo } from './verification.repo.js';

// Agents' identity documents are private files (ADR 014): stored in the private storage under
// PRIVATE_FOLDER and handed out only by GET /api/agent-verification-files/<name>, which checks who
// asks. Their names are the random ones StagedMedia gives (uuid + sniffed extension).

export const PRIVATE_FOLDER = 'agent-verification';
/** Where files were stored before ADR 014: the public media storage, served at /images/. */
const LEGACY_FOLDER = 'verification';
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

/** Every public copy a file of this name could have had: the file and each narrower size the image pipeline wrote. */
const publicCopies = (name: string) => everySizeKey(`${LEGACY_FOLDER}/${name}`);

/**
 * Moves files stored publicly before ADR 014 into the private storage and points their rows at
 * the new key, then removes every public copy of every size, also of files moved by an earlier
 * start (which removed only the full size). Idempotent, and safe to interrupt: copy, then the
 * row, then the public copies go; a rerun finds only rows still under the legacy folder.
 * Answers how many files were moved.
 */
export async function relocateLegacyFiles(deps: { repo: VerificationRepo; storage: Storage; privateStorage: Storage }): Promise<number> {
  const { repo, storage, privateStorage } = deps;
  const rows = await repo.fileValuesUnder(`${LEGACY_FOLDER}/`);
  for (const row of rows) {
    const name = path.posix.basename(row.value);
    const target = privateFile(name);
    if (!target) continue;
    const body = await storage.read(row.value);
    if (body) await privateStorage.put(target.key, body, target.contentType);
    await repo.setValue(row.id, target.key);
    await storage.delete(publicCopies(name));
  }
  const moved = await repo.fileValuesUnder(`${PRIVATE_FOLDER}/`);
  await storage.delete(moved.flatMap((row) => publicCopies(path.posix.basename(row.value))));
  return rows.length;
}
