import { type AnyDb, createTable, index, requiredText } from './helpers.js';

// Other names of places for the keyword search (issue #18): an abbreviation or a common short
// name ("JVC") and the place it stands for, as listings name it ("Jumeirah Village Circle").
// Seeded for the places of the bundled UAE geography; the admin extends the list
// (/api/admin/place-aliases). `alias` is kept lower-cased, so each is unique whatever its case.
export const SEEDED_ALIASES: readonly (readonly [alias: string, place: string])[] = [
  ['jvc', 'Jumeirah Village Circle'],
  ['dso', 'Dubai Silicon Oasis'],
  ['dip', 'Dubai Investments Park'],
  ['mbz', 'Mohammed Bin Zayed City'],
  ['mbz city', 'Mohammed Bin Zayed City'],
  ['rak', 'Ras Al Khaimah'],
  ['uaq', 'Umm Al Quwain'],
  ['auh', 'Abu Dhabi'],
  ['dxb', 'Dubai'],
  ['shj', 'Sharjah'],
  ['downtown', 'Downtown Dubai'],
  ['the palm', 'Palm Jumeirah'],
  ['reem island', 'Al Reem Island'],
  ['saadiyat', 'Saadiyat Island'],
  ['dubai hills', 'Dubai Hills Estate'],
  ['international city', 'International City'],
  ['jumeirah village', 'Jumeirah Village Circle'],
];

export async function up(db: AnyDb) {
  await createTable(db, 'place_aliases', (t) => t.addColumn('alias', 'text', requiredText).addColumn('place', 'text', requiredText));
  await index(db, 'place_aliases', ['alias'], { unique: true });
  await db
    .insertInto('place_aliases')
    .values(SEEDED_ALIASES.map(([alias, place]) => ({ alias, place })))
    .execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropTable('place_aliases').execute();
}
