import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../core/db/connect.js';
import { createTestDatabase, testDialects } from '../../test/databases.js';
import { createCategory } from '../../test/factories.js';
import { insertListings } from '../../test/listing-dataset.js';
import { createSearchRepo, type PropertySearch } from './search.repo.js';

// Pins the query plans of the main search shapes, so that a change that falls back to walking
// every visible listing fails here rather than in production.

const dubaiMarina = { minLat: 25.05, minLng: 55.1, maxLat: 25.12, maxLng: 55.18 };
const metro = { minLat: 25, minLng: 55.07, maxLat: 25.4, maxLng: 55.47 };
/** Grid cell of the map at zoom 11, in degrees (search.service.ts). */
const MAP_CELL = (360 * 60) / (256 * 2 ** 11);
const shapes: Record<string, PropertySearch> = {
  'city box + filters': { box: dubaiMarina, propertyType: 0, minPrice: 100_000_000, promotedFirst: true, order: 'newest' },
  'text + box': { search: 'فيلا', box: metro, promotedFirst: true, order: 'price_asc' },
  text: { search: 'مسبح', promotedFirst: true, order: 'newest' },
};

/** Every value of `key` anywhere in a PostgreSQL JSON plan. */
function collect(node: unknown, key: string, into: string[] = []): string[] {
  if (Array.isArray(node)) for (const child of node) collect(child, key, into);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === key && typeof v === 'string') into.push(v);
      else collect(v, key, into);
    }
  }
  return into;
}

describe.each(testDialects())('search plans on %s', (dialect) => {
  let database: DatabaseHandle;
  const plan = async (shape: PropertySearch, of: 'page' | 'count' | 'cells' = 'page') => {
    const repo = createSearchRepo(database.db, database.read);
    const now = new Date().toISOString();
    const query = of === 'page' ? repo.compileSearch(shape, { offset: 0, limit: 20 }, now) : of === 'count' ? repo.compileCount(shape, now) : repo.compileCells(shape, MAP_CELL, now);
    if (dialect === 'sqlite') return (await database.db.executeQuery(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]))).rows;
    // A few thousand rows fit in a handful of pages, where PostgreSQL rightly prefers reading
    // them all; with sequential scans priced out the plan shows which index can serve the query
    // (and a query no index can serve still shows its Seq Scan).
    return database.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return (await trx.executeQuery(CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]))).rows;
    });
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const categories = await Promise.all(['Villa', 'Apartment', 'Office'].map((name) => createCategory(database.db, { name })));
    // PostgreSQL weighs its GIN index against the others by table size: below ~10k rows it picks another.
    await insertListings(database.db, { count: dialect === 'sqlite' ? 3000 : 20_000, categoryIds: categories.map((c) => c.id) });
    await sql`analyze`.execute(database.db);
  });
  afterAll(() => database.destroy());

  if (dialect === 'sqlite') {
    const steps = async (shape: PropertySearch, of: 'page' | 'count' | 'cells' = 'page') => (await plan(shape, of)).map((row) => (row as { detail: string }).detail);
    // Migration 0009: a box without words is read from the place-and-visibility index, no
    // longer from the R*Tree followed by one listing row per hit.
    it('reads a city box from the place index', async () => {
      expect(await steps(shapes['city box + filters']!)).toEqual(['SEARCH properties USING INDEX properties_box_idx (longitude>? AND longitude<?)', 'USE TEMP B-TREE FOR ORDER BY']);
    });
    it("counts a map box's cells from the place index alone, never reading listing rows", async () => {
      expect(await steps({ box: metro, promotedFirst: true, order: 'newest' }, 'cells')).toEqual([
        'SEARCH properties USING COVERING INDEX properties_box_idx (longitude>? AND longitude<?)',
        'USE TEMP B-TREE FOR GROUP BY',
      ]);
    });
    it('walks the box in the place index and looks each entry up in the FTS5 hits; the count reads no listing row', async () => {
      const lookup = ['LIST SUBQUERY 1', expect.stringMatching(/^SCAN properties_fts VIRTUAL TABLE INDEX \d+:M/), 'CREATE BLOOM FILTER'];
      // price order: the price is read from the listing row of each match
      expect(await steps(shapes['text + box']!)).toEqual(['SEARCH properties USING INDEX properties_box_idx (longitude>? AND longitude<?)', ...lookup, 'USE TEMP B-TREE FOR ORDER BY']);
      expect(await steps(shapes['text + box']!, 'count')).toEqual(['SEARCH properties USING COVERING INDEX properties_box_idx (longitude>? AND longitude<?)', ...lookup]);
    });
    it('reads the newest listings in index order, without sorting them all', async () => {
      const detail = await steps({ promotedFirst: true, order: 'newest' });
      expect(detail[0]).toMatch(/^SEARCH properties USING INDEX properties_request_status_status_created_at_idx/);
      expect(detail).not.toContain('USE TEMP B-TREE FOR ORDER BY');
    });
    it('drives text from FTS5, never scanning listings', async () => {
      for (const shape of Object.values(shapes)) {
        for (const of of ['page', 'count'] as const) expect((await steps(shape, of)).filter((d) => /^SCAN properties( |$)/.test(d))).toEqual([]);
      }
      expect((await steps(shapes.text!))[0]).toMatch(/^SCAN properties_fts VIRTUAL TABLE INDEX \d+:M/);
    });
  } else {
    const indexes = async (shape: PropertySearch, of: 'page' | 'count' = 'page') => {
      const json = (await plan(shape, of))[0] as { 'QUERY PLAN': unknown };
      return { used: collect(json['QUERY PLAN'], 'Index Name'), scans: collect(json['QUERY PLAN'], 'Node Type') };
    };
    it('reads boxes through the GiST index and words through the GIN index', async () => {
      expect((await indexes(shapes['city box + filters']!)).used).toContain('properties_location_gist');
      const both = (await indexes(shapes['text + box']!)).used;
      expect(both.some((name) => name === 'properties_search_vector_gin' || name === 'properties_location_gist')).toBe(true);
      // A page of a rare word may instead walk the newest-first index until it has enough rows.
      expect((await indexes(shapes.text!, 'count')).used).toContain('properties_search_vector_gin');
    });
    it('never scans the whole listings table', async () => {
      for (const shape of Object.values(shapes)) {
        for (const of of ['page', 'count'] as const) {
          const json = (await plan(shape, of))[0] as { 'QUERY PLAN': unknown };
          expect(JSON.stringify(json).match(/"Node Type":"Seq Scan"[^}]*?"Relation Name":"properties"/)).toBeNull();
        }
      }
    });
  }
});
