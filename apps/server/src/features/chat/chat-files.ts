import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { CHAT_AUDIO_MAX_BYTES, CHAT_FILE_MAX_BYTES } from '@abode/shared/chat';
import { CHAT_MSG } from '@abode/shared/schemas/chat';
import { badRequest } from '../../core/http/errors.js';
import { isUploadedFile, type UploadedFile } from '../../core/http/uploaded-file.js';
import { type ImageEncoder, ImageDecodeError } from '../../core/media/image-encode.js';
import { FILE_KIND_EXTENSION, FILE_KIND_MIME, type FileKind, sniffFile } from '../../core/media/sniff.js';
import type { Storage } from '../../core/media/storage.js';

// Chat files are private (ADR 014's pattern): stored in the private storage under chat/ with a
// random name and handed out only by GET /api/chat-files/<name> to the two sides of the
// conversation. Photos are re-encoded (WebP, no EXIF: no phone's GPS position leaks through a
// chat); documents and voice notes are kept as sent, their type judged by their bytes.

export const CHAT_FOLDER = 'chat';
export const CHAT_FILE_ROUTE = '/chat-files';

const PHOTO_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp'];
const DOCUMENT_KINDS: readonly FileKind[] = ['pdf', 'doc', 'docx'];
const AUDIO_KINDS: readonly FileKind[] = ['mp3', 'm4a', 'mp4', 'webm', 'ogg'];
/** Types the browser shows in place; everything else downloads (Content-Disposition: attachment). */
const INLINE_KINDS = new Set<FileKind>(['webp', ...AUDIO_KINDS]);

const KIND_OF_EXTENSION = new Map(Object.entries(FILE_KIND_EXTENSION).map(([kind, ext]) => [ext, kind as FileKind]));
const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z0-9]{1,5})$/;

export interface StoredChatFile {
  key: string;
  /** the name a download gets: the sender's, with the sniffed extension */
  name: string;
}

/** The storage key, type and disposition of a name from the URL; null for anything never issued. */
export function chatFile(name: string): { key: string; contentType: string; inline: boolean } | null {
  const kind = KIND_OF_EXTENSION.get(FILE_NAME.exec(name)?.[1] ?? '');
  return kind ? { key: `${CHAT_FOLDER}/${name}`, contentType: FILE_KIND_MIME[kind], inline: INLINE_KINDS.has(kind) } : null;
}

export function chatFileUrl(publicUrl: string, key: string | null): string {
  return key ? `${publicUrl}/api${CHAT_FILE_ROUTE}/${path.posix.basename(key)}` : '';
}

/** A download name safe in a header: the sender's base name (ASCII letters, digits, - _ . space) and our extension. */
function downloadName(original: string, ext: string): string {
  const base = original.replace(/\.[^.]*$/, '').replace(/[^\w .-]+/g, '_').trim().slice(0, 100) || 'document';
  return `${base}.${ext}`;
}

/** Files written for one message: removed again when the message is not stored. */
export class ChatUploads {
  private readonly keys: string[] = [];

  constructor(
    private readonly storage: Storage,
    private readonly encoder: ImageEncoder,
  ) {}

  /** `file`: a photo (re-encoded) or a document, at most 2 MB. */
  async file(value: unknown): Promise<StoredChatFile> {
    const upload = this.upload(value, 'file', CHAT_FILE_MAX_BYTES, CHAT_MSG.fileSize);
    const kind = await sniffFile(upload.path);
    if (kind && PHOTO_KINDS.includes(kind)) {
      const encoded = await this.encoder.encode(upload.path).catch((error: unknown) => {
        throw error instanceof ImageDecodeError ? badRequest(CHAT_MSG.fileType) : error;
      });
      const key = `${CHAT_FOLDER}/${randomUUID()}.webp`;
      await this.put(key, () => this.storage.put(key, encoded.buffers[0]!, FILE_KIND_MIME.webp));
      return { key, name: downloadName(upload.filename, 'webp') };
    }
    if (!kind || !DOCUMENT_KINDS.includes(kind)) throw badRequest(CHAT_MSG.fileType);
    return this.keep(upload, kind);
  }

  /** `audio`: a voice note, at most 5 MB. */
  async audio(value: unknown): Promise<StoredChatFile> {
    const upload = this.upload(value, 'audio', CHAT_AUDIO_MAX_BYTES, CHAT_MSG.audioSize);
    const kind = await sniffFile(upload.path);
    if (!kind || !AUDIO_KINDS.includes(kind)) throw badRequest(CHAT_MSG.audioType);
    return this.keep(upload, kind);
  }

  async discard(): Promise<void> {
    if (this.keys.length) await this.storage.delete(this.keys).catch(() => {});
  }

  private upload(value: unknown, label: string, maxBytes: number, tooBig: string): UploadedFile {
    if (!isUploadedFile(value)) throw badRequest(`${label} must be an uploaded file`);
    if (value.size > maxBytes) throw badRequest(tooBig);
    return value;
  }

  private async keep(upload: UploadedFile, kind: FileKind): Promise<StoredChatFile> {
    const key = `${CHAT_FOLDER}/${randomUUID()}.${FILE_KIND_EXTENSION[kind]}`;
    await this.put(key, () => this.storage.putFile(key, upload.path, FILE_KIND_MIME[kind]));
    return { key, name: downloadName(upload.filename, FILE_KIND_EXTENSION[kind]) };
  }

  private async put(key: string, write: () => Promise<void>) {
    this.keys.push(key);
    await write();
  }
}
