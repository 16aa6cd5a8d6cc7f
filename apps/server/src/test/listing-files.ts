import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Db } from '../core/db/connect.js';
import type { TestApp } from './app.js';
import { createUser, grantPackage, loginAs } from './factories.js';
import { type FilePart, multipart } from './multipart.js';

// Helpers of the listing tests: owners with complete profiles, real pictures, and a count of
// everything a write may leave behind (rows and files).

export const jpeg = (width = 640, height = 480) => sharp({ create: { width, height, channels: 3, background: '#2a6' } }).jpeg().toBuffer();
export const png = (width = 640, height = 480) => sharp({ create: { width, height, channels: 3, background: '#a62' } }).png().toBuffer();
export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * A PNG that says it is width×height (a decompression bomb at 20000×20000: 1.2 GB of pixels)
 * while carrying only a few rows; the pipeline must refuse it from the header alone.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(65_536))), chunk('IEND', Buffer.alloc(0))]);
}

export const photo = async (name = 'photo.jpg'): Promise<FilePart> => ({ filename: name, content: await jpeg(), type: 'image/jpeg' });

/** The fields of a valid `post_property` form for a villa for sale in Dubai, with its title photo. */
export const villaForSale = async (categoryId: number) => ({
  title: 'Garden villa',
  description: 'Four bedrooms.',
  category_id: String(categoryId),
  property_type: '0',
  price: '2500000',
  address: 'Arabian Ranches',
  city: 'Dubai',
  state: 'Dubai',
  country: 'United Arab Emirates',
  latitude: '25.05',
  longitude: '55.27',
  title_image: await photo(),
});

/** A logged-in user whose profile is complete (name, email, mobile, picture, address). */
/** A user with a complete profile who may post (a package with unlimited listings, 10 years long, unless `listingPackage` is false). */
export async function owner(db: Db, overrides: { verification_status?: 'initial' | 'pending' | 'success' | 'failed'; listingPackage?: boolean } = {}) {
  const { listingPackage = true, ...values } = overrides;
  const user = await createUser(db, { mobile: '501234567', country_code: '971', profile: 'profiles/owner.webp', ...values });
  await db.updateTable('users').set({ address: 'Dubai Marina, Dubai' }).where('id', '=', user.id).execute();
  if (listingPackage) await grantPackage(db, user.id, { property_list: 'unlimited', project_list: 'unlimited' }, { days: 3650 });
  return { ...user, ...(await loginAs(db, user.id)) };
}

export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort();
}

/** Rows of every listing table and the media and private files: equal before and after a refused write. */
export async function footprint(t: TestApp) {
  const count = async (table: 'properties' | 'property_images' | 'property_documents' | 'property_parameters' | 'property_facilities' | 'projects' | 'project_images' | 'project_documents' | 'project_plans') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const tables = ['properties', 'property_images', 'property_documents', 'property_parameters', 'property_facilities', 'projects', 'project_images', 'project_documents', 'project_plans'] as const;
  const rows = Object.fromEntries(await Promise.all(tables.map(async (name) => [name, await count(name)] as const))) as Record<(typeof tables)[number], number>;
  const files = [...(await filesUnder(path.join(t.env.DATA_DIR, 'media'))), ...(await filesUnder(path.join(t.env.DATA_DIR, 'private')))];
  return { rows, files };
}

export async function post(t: TestApp, url: string, auth: Record<string, string>, fields: FormFields) {
  const form = await multipart(fields);
  return t.app.inject({ method: 'POST', url, headers: { ...auth, ...form.headers }, payload: form.payload });
}

type FormFields = Parameters<typeof multipart>[0];

/**
 * Posts a valid form with `change` applied (null leaves a field out) and expects the refusal
 * `message` with nothing stored: no row and no file.
 */
export async function expectRefused(t: TestApp, url: string, auth: Record<string, string>, valid: Record<string, unknown>, change: Record<string, string | null>, message: string) {
  const input: Record<string, unknown> = { ...valid };
  for (const [key, value] of Object.entries(change)) {
    if (value === null) delete input[key];
    else input[key] = value;
  }
  const before = await footprint(t);
  const res = await post(t, url, auth, input as FormFields);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ error: true, message });
  expect(await footprint(t)).toEqual(before);
}
