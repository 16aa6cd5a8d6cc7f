import ar from '@abode/shared/i18n/ar.json' with { type: 'json' };
import en from '@abode/shared/i18n/en.json' with { type: 'json' };
import { overlay } from '@abode/shared/i18n/overlay';
import type { Db } from '../../core/db/connect.js';

type Json = Record<string, unknown>;

const LANGUAGES: readonly { code: string; name: string; rtl: 0 | 1; web: Json }[] = [
  { code: 'en', name: 'English', rtl: 0, web: en },
  { code: 'ar', name: 'العربية', rtl: 1, web: ar },
];

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseStored(text: string): Json {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : {};
  } catch {
    return {};
  }
}

/**
 * English and Arabic on a first start (`addMissing`); on later starts a language the admin
 * removed stays removed, and the web translations of the others gain the keys they lack.
 */
export async function seedLanguages(db: Db, addMissing: boolean): Promise<void> {
  const existing = await db.selectFrom('languages').select(['id', 'code', 'web_translations']).execute();
  for (const language of LANGUAGES) {
    const row = existing.find((r) => r.code === language.code);
    if (!row) {
      if (!addMissing) continue;
      await db
        .insertInto('languages')
        .values({ code: language.code, name: language.name, rtl: language.rtl, web_translations: JSON.stringify(language.web) })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
      continue;
    }
    // the stored translations plus every key a new release added; stored values always win
    const merged = JSON.stringify(overlay(language.web, parseStored(row.web_translations)));
    if (merged !== row.web_translations) {
      await db
        .updateTable('languages')
        .set({ web_translations: merged, updated_at: new Date().toISOString() })
        .where('id', '=', row.id)
        .execute();
    }
  }
}
