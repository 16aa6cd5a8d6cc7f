import { randomUUID } from 'node:crypto';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, PHOTO_MAX_BYTES } from '@abode/shared/schemas/listings';
import { badRequest } from '../../core/http/errors.js';
import { isUploadedFile, type UploadedFile } from '../../core/http/uploaded-file.js';
import type { ImageEncoder } from '../../core/media/image-encode.js';
import { deleteStoredImage, storeImage } from '../../core/media/image-pipeline.js';
import { FILE_KIND_EXTENSION, FILE_KIND_MIME, type FileKind, sniffFile } from '../../core/media/sniff.js';
import type { Storage } from '../../core/media/storage.js';
import type { StoredDocument, StoredImage } from '../../core/db/listing-writes.js';

const MB = 1024 * 1024;
const PHOTO_OR_DOCUMENT: readonly FileKind[] = ['jpeg', 'png', 'webp', 'pdf', 'doc', 'docx', 'txt'];

export function asUpload(value: unknown, label: string): UploadedFile {
  if (!isUploadedFile(value)) throw badRequest(`${label} must be an uploaded file`);
  return value;
}

/**
 * Files written for one change of a listing. They are stored before the rows that point at them;
 * when the change fails, `discard()` removes every one of them, so no orphan stays in storage.
 * Files the change replaces are removed only after it succeeded (`commit()`).
 */
export class StagedMedia {
  private readonly images: string[] = [];
  private readonly files: string[] = [];
  private readonly replacedImages: string[] = [];
  private readonly replacedFiles: string[] = [];

  /** `encoder` encodes photos; a change that stores documents only (verification) needs none. */
  constructor(
    private readonly storage: Storage,
    private readonly encoder?: ImageEncoder,
  ) {}

  async photo(value: unknown, label: string, folder: string): Promise<StoredImage> {
    const file = asUpload(value, label);
    if (file.size > PHOTO_MAX_BYTES) throw badRequest(`${label} must be at most ${PHOTO_MAX_BYTES / MB} MB`);
    if (!this.encoder) throw new Error('StagedMedia was made without an image encoder');
    const stored = await storeImage(this.storage, file.path, folder, { encoder: this.encoder });
    this.images.push(stored.key);
    return { key: stored.key, placeholder: stored.placeholder, width: stored.width, height: stored.height };
  }

  async document(value: unknown, label: string, folder: string): Promise<StoredDocument> {
    return this.file(value, label, folder, DOCUMENT_TYPES, DOCUMENT_MAX_BYTES);
  }

  /** A file kept as uploaded, a photo or a document: parameter values, floor plans. */
  async photoOrDocument(value: unknown, label: string, folder: string): Promise<StoredDocument> {
    return this.file(value, label, folder, PHOTO_OR_DOCUMENT, PHOTO_MAX_BYTES);
  }

  private async file(value: unknown, label: string, folder: string, kinds: readonly FileKind[], maxBytes: number): Promise<StoredDocument> {
    const file = asUpload(value, label);
    if (file.size > maxBytes) throw badRequest(`${label} must be at most ${maxBytes / MB} MB`);
    const kind = await sniffFile(file.path);
    if (!kind || !kinds.includes(kind)) throw badRequest(`${label} must be a ${kinds.map((k) => FILE_KIND_EXTENSION[k]).join(', ')} file`);
    const key = `${folder}/${randomUUID()}.${FILE_KIND_EXTENSION[kind]}`;
    await this.storage.putFile(key, file.path, FILE_KIND_MIME[kind]);
    this.files.push(key);
    const base = file.filename.replace(/\.[^.]*$/, '') || 'document';
    return { key, fileName: `${base}.${FILE_KIND_EXTENSION[kind]}`.slice(0, 200), type: FILE_KIND_EXTENSION[kind], size: file.size };
  }

  /** Marks stored files that the change replaces or removes: deleted once it is committed. */
  replaceImage(key: string | null | undefined) {
    if (key && !/^https?:/.test(key)) this.replacedImages.push(key);
  }

  replaceFile(key: string | null | undefined) {
    if (key && !/^https?:/.test(key)) this.replacedFiles.push(key);
  }

  async discard(): Promise<void> {
    await Promise.all(this.images.map((key) => deleteStoredImage(this.storage, key).catch(() => {})));
    await this.storage.delete(this.files).catch(() => {});
  }

  async commit(): Promise<void> {
    await Promise.all(this.replacedImages.map((key) => deleteStoredImage(this.storage, key).catch(() => {})));
    if (this.replacedFiles.length) await this.storage.delete(this.replacedFiles).catch(() => {});
  }

  /** Runs a change with its files: on failure every file it stored is removed again. */
  async run<T>(change: () => Promise<T>): Promise<T> {
    try {
      const result = await change();
      await this.commit();
      return result;
    } catch (error) {
      await this.discard();
      throw error;
    }
  }
}
