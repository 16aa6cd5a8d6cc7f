import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniff, sniffFile } from './sniff.js';

/** A minimal but valid ZIP archive (local headers + central directory) holding the given entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = deflateRawSync(Buffer.from(content));
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const image = (format: 'jpeg' | 'png' | 'webp' | 'gif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();

describe('sniff', () => {
  it('recognises images made by a real encoder', async () => {
    expect(sniff(await image('jpeg'))).toBe('jpeg');
    expect(sniff(await image('png'))).toBe('png');
    expect(sniff(await image('webp'))).toBe('webp');
    expect(sniff(await image('gif'))).toBe('gif');
  });

  it('recognises documents', () => {
    expect(sniff(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('pdf');
    expect(sniff(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('doc');
    const docx = zip({
      '[Content_Types].xml': '<Types/>',
      '_rels/.rels': '<Relationships/>',
      'word/document.xml': '<w:document/>',
    });
    expect(sniff(docx)).toBe('docx');
    expect(sniff(zip({ 'photos/a.txt': 'hello' }))).toBe('zip');
    expect(sniff(zip({ 'xl/workbook.xml': '<workbook/>' }))).toBe('zip');
    expect(sniff(Buffer.from('Plain notes,\nwith ünïcödé and a tab\t.'))).toBe('txt');
  });

  it('recognises audio and video containers', () => {
    const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from(`ftyp${brand}\0\0\0\0isom`)]);
    expect(sniff(ftyp('M4A '))).toBe('m4a');
    expect(sniff(ftyp('isom'))).toBe('mp4');
    expect(sniff(ftyp('mp42'))).toBe('mp4');
    expect(sniff(Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'))).toBe('mp3');
    // MPEG-1 layer III frame header, 128 kbit/s, 44.1 kHz
    expect(sniff(Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0]))).toBe('mp3');
    // an EBML header whose DocType is "webm" (what Chromium's MediaRecorder writes), and an Ogg page
    expect(sniff(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...Buffer.from('webm')]))).toBe('webm');
    expect(sniff(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88, ...Buffer.from('matroska')]))).not.toBe('webm');
    expect(sniff(Buffer.from('OggS\x00\x02\x00\x00', 'latin1'))).toBe('ogg');
  });

  it('refuses what it does not know, whatever the bytes pretend to be', () => {
    expect(sniff(Buffer.alloc(0))).toBeNull();
    expect(sniff(Buffer.from([0x00, 0x01, 0x02, 0x03]))).toBeNull();
    expect(sniff(Buffer.from([0xff, 0xd8]))).toBeNull(); // too short for a JPEG marker
    expect(sniff(Buffer.from([0xff, 0xf9, 0xf0, 0]))).toBeNull(); // frame sync but a reserved bitrate
    expect(sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00]))).toBeNull();
    expect(sniff(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniff(Buffer.from([0xc3, 0x28, 0x41]))).toBeNull(); // invalid UTF-8
  });

  it('reads HTML as text, so it never passes for an image', () => {
    expect(sniff(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBe('txt');
  });

  describe('files on disk', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'abode-sniff-'));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('finds the word/ entries of a large DOCX in its central directory', async () => {
      // incompressible padding pushes every word/ local header far beyond the sniffed head
      const filler = Array.from({ length: 20_000 }, (_, i) => ((i * 7919) % 65_521).toString(36)).join('');
      const docx = zip({ '[Content_Types].xml': '<Types/>', 'docProps/app.xml': filler, 'word/document.xml': '<w:document/>' });
      expect(docx.length).toBeGreaterThan(8192);
      expect(docx.subarray(0, 4096).includes('word/')).toBe(false);
      const file = path.join(dir, 'report.bin');
      await writeFile(file, docx);
      expect(await sniffFile(file)).toBe('docx');
    });

    it('sniffs a PNG whatever its name says', async () => {
      const file = path.join(dir, 'photo.jpg');
      await writeFile(file, await image('png'));
      expect(await sniffFile(file)).toBe('png');
    });

    it('answers null for an empty file', async () => {
      const file = path.join(dir, 'empty.png');
      await writeFile(file, '');
      expect(await sniffFile(file)).toBeNull();
    });
  });
});
