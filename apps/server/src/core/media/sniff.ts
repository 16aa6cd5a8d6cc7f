import { open } from 'node:fs/promises';

/**
 * File types recognised by their content. Uploads are judged by these bytes, never by the name or
 * the Content-Type the client claims.
 */
export type FileKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'pdf' | 'doc' | 'docx' | 'zip' | 'mp3' | 'm4a' | 'mp4' | 'txt' | 'webm' | 'ogg';

export const FILE_KIND_MIME: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  txt: 'text/plain; charset=utf-8',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
};

export const FILE_KIND_EXTENSION: Record<FileKind, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  zip: 'zip',
  mp3: 'mp3',
  m4a: 'm4a',
  mp4: 'mp4',
  txt: 'txt',
  webm: 'webm',
  ogg: 'ogg',
};

/** Bytes read from the start of a file; enough for every signature and the first ZIP entries. */
const SNIFF_HEAD_BYTES = 4096;
/** Bytes read from the end of a ZIP file, where its central directory (the list of entries) lives. */
const SNIFF_TAIL_BYTES = 65_536;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

/**
 * The type of a file from its first bytes (`head`). For ZIP containers the entry names decide
 * between DOCX and plain ZIP: pass the file's last bytes as `tail` when `head` is not the whole file.
 */
export function sniff(head: Uint8Array, tail: Uint8Array = head): FileKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  // OLE2 compound file: the container of legacy Word (.doc) documents
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    return zipEntryNames(head, tail).some((name) => name.startsWith('word/')) ? 'docx' : 'zip';
  }
  // Matroska/WebM (EBML header) and Ogg pages: what browsers' MediaRecorder writes for voice notes
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(head, 0, Math.min(head.length, 64)).includes('webm')) return 'webm';
  if (ascii(head, 0, 4) === 'OggS') return 'ogg';
  const isoMedia = isoMediaKind(head);
  if (isoMedia) return isoMedia;
  if (isMp3(head)) return 'mp3';
  if (isPlainText(head)) return 'txt';
  return null;
}

/** Reads just the bytes `sniff` needs from a file on disk. */
export async function sniffFile(filePath: string): Promise<FileKind | null> {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(SNIFF_HEAD_BYTES, size));
    await file.read(head, 0, head.length, 0);
    if (size <= SNIFF_HEAD_BYTES || !startsWith(head, [0x50, 0x4b])) return sniff(head);
    const tailLength = Math.min(SNIFF_TAIL_BYTES, size);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    return sniff(head, tail);
  } finally {
    await file.close();
  }
}

/** Reads the head of a buffer or a file and sniffs it. */
export function sniffInput(input: Buffer | string): Promise<FileKind | null> {
  return typeof input === 'string' ? sniffFile(input) : Promise.resolve(sniff(input));
}

/** Entry names from local file headers in `head` and central directory records in `tail`. */
function zipEntryNames(head: Uint8Array, tail: Uint8Array): string[] {
  const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names: string[] = [];
  const collect = (bytes: Uint8Array, signature: number, lengthAt: number, nameAt: number) => {
    const data = view(bytes);
    for (let i = 0; i + nameAt <= bytes.length; i++) {
      if (data.getUint32(i, true) !== signature) continue;
      const length = data.getUint16(i + lengthAt, true);
      if (i + nameAt + length <= bytes.length) names.push(ascii(bytes, i + nameAt, length));
    }
  };
  collect(head, 0x04034b50, 26, 30);
  collect(tail, 0x02014b50, 28, 46);
  return names;
}

/** MP4-family files start with an `ftyp` box whose major brand names the flavour. */
function isoMediaKind(head: Uint8Array): 'm4a' | 'mp4' | null {
  if (ascii(head, 4, 4) !== 'ftyp') return null;
  const brand = ascii(head, 8, 4);
  return brand === 'M4A ' || brand === 'M4B ' ? 'm4a' : 'mp4';
}

/** An ID3 tag, or an MPEG audio frame header (sync bits, a valid layer, bitrate and sample rate). */
function isMp3(head: Uint8Array): boolean {
  if (ascii(head, 0, 3) === 'ID3') return true;
  const [b0, b1, b2] = [head[0], head[1], head[2]];
  if (b0 === undefined || b1 === undefined || b2 === undefined) return false;
  const sync = b0 === 0xff && (b1 & 0xe0) === 0xe0;
  const layer = (b1 >> 1) & 0x03;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0x03;
  return sync && layer !== 0 && bitrate !== 0x0f && sampleRate !== 0x03;
}

/** UTF-8 text without control characters other than tab, line breaks and form feed. */
function isPlainText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
    if (byte === 0x7f) return false;
  }
  try {
    // stream: a multi-byte character cut at the end of the head is not an error
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}
