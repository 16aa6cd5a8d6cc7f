import { readFile } from 'node:fs/promises';
import english from '@abode/shared/i18n/en.json' with { type: 'json' };
import { flattenTranslations, nestTranslations } from '@abode/shared/i18n/flat-keys';
import { MSG } from '@abode/shared/messages';
import { type AdminLanguage, LANGUAGE_FILE_MAX_BYTES, LANGUAGE_STRING_MAX, type LanguageStringRow } from '@abode/shared/schemas/admin';
import { badRequest, notFound } from '../../core/http/errors.js';
import type { UploadedFile } from '../../core/http/uploaded-file.js';
import type { LanguagesAdminRepo } from './languages-admin.repo.js';

// Languages in the console: add one, switch it on or off, make it the default, edit its strings
// in a table, or replace its whole web file with an uploaded JSON (flat or nested). The web file
// is what get_languages hands every client.

const ENGLISH = flattenTranslations(english);
const MAX_KEYS = 10_000;
const KEY = /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/;

interface Actor {
  id: number;
  ip: string;
}

function flatFile(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? flattenTranslations(value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** An uploaded translation file: one JSON object of strings, nested by section or flat with dotted keys. */
export function parseLanguageFile(text: string): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(MSG.languageFileInvalid);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(MSG.languageFileInvalid);
  const flat: Record<string, string> = {};
  const walk = (node: unknown, key: string) => {
    if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
      for (const [child, inner] of Object.entries(node)) walk(inner, key ? `${key}.${child}` : child);
      return;
    }
    if (typeof node !== 'string' || !KEY.test(key) || key.length > 200 || node.length > LANGUAGE_STRING_MAX) throw badRequest(MSG.languageFileInvalid);
    flat[key] = node;
  };
  walk(value, '');
  if (Object.keys(flat).length > MAX_KEYS) throw badRequest(MSG.languageFileInvalid);
  return flat;
}

export function createLanguagesAdminService(deps: { repo: LanguagesAdminRepo }) {
  const { repo } = deps;

  async function requireLanguage(id: number) {
    const language = await repo.find(id);
    if (!language) throw notFound(MSG.languageMissing);
    return language;
  }

  /** Read, change, write if no other edit came between; else read again (three tries). */
  async function editFile(actor: Actor, id: number, action: string, change: (flat: Record<string, string>) => { flat: Record<string, string>; before: unknown; after: unknown }) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const language = await requireLanguage(id);
      const { flat, before, after } = change(flatFile(language.web_translations));
      const json = JSON.stringify(nestTranslations(flat));
      if (await repo.replaceWebFile(id, language.web_translations, json, { actorId: actor.id, action, entity: 'language', before, after, ip: actor.ip })) return;
    }
    throw badRequest(MSG.oops);
  }

  return {
    async list(): Promise<AdminLanguage[]> {
      const [rows, defaultCode] = await Promise.all([repo.all(), repo.defaultCode()]);
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        name: row.name,
        rtl: row.rtl === 1,
        status: row.status === 1,
        is_default: row.code === defaultCode,
        strings: Object.keys(flatFile(row.web_translations)).length,
      }));
    },

    async add(actor: Actor, input: { code: string; name: string; rtl?: boolean | undefined }) {
      if (await repo.codeTaken(input.code)) throw badRequest(MSG.languageExists);
      return repo.insert({ code: input.code, name: input.name, rtl: input.rtl ? 1 : 0 }, { actorId: actor.id, action: 'create', entity: 'language', ip: actor.ip });
    },

    async update(actor: Actor, id: number, input: { name?: string | undefined; rtl?: boolean | undefined; status?: boolean | undefined; is_default?: boolean | undefined }) {
      const language = await requireLanguage(id);
      const isDefault = language.code === (await repo.defaultCode());
      // the site always has a default language, and it is always on
      if ((isDefault && input.status === false) || (input.is_default === true && input.status === false)) throw badRequest(MSG.defaultLanguageStays);
      if (input.is_default === true && language.status === 0 && input.status !== true) throw badRequest(MSG.defaultLanguageStays);
      const values = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.rtl !== undefined ? { rtl: input.rtl ? (1 as const) : (0 as const) } : {}),
        ...(input.status !== undefined ? { status: input.status ? (1 as const) : (0 as const) } : {}),
      };
      await repo.update(id, values, input.is_default === true && !isDefault ? language.code : null, {
        actorId: actor.id,
        action: 'update',
        entity: 'language',
        before: { name: language.name, rtl: language.rtl === 1, status: language.status === 1, is_default: isDefault },
        after: { ...input },
        ip: actor.ip,
      });
    },

    /** Every English key and the language's own keys, searchable in key, English and text; `missing` keeps the untranslated. */
    async strings(id: number, query: { offset: number; limit: number; search?: string | undefined; missing?: boolean | undefined }): Promise<{ items: LanguageStringRow[]; total: number }> {
      const file = flatFile((await requireLanguage(id)).web_translations);
      const keys = [...new Set([...Object.keys(ENGLISH), ...Object.keys(file)])].sort();
      const needle = query.search?.toLowerCase();
      const rows = keys
        .map((key) => ({ key, english: ENGLISH[key] ?? '', value: file[key] ?? null }))
        .filter((row) => !query.missing || row.value === null || row.value === '')
        .filter((row) => !needle || [row.key, row.english, row.value ?? ''].some((text) => text.toLowerCase().includes(needle)));
      return { items: rows.slice(query.offset, query.offset + query.limit), total: rows.length };
    },

    /** One string; an empty value removes it from the file (the English then shows). */
    async setString(actor: Actor, id: number, key: string, value: string) {
      if (!(key in ENGLISH)) {
        const file = flatFile((await requireLanguage(id)).web_translations);
        if (!(key in file)) throw notFound(MSG.languageKeyMissing);
      }
      await editFile(actor, id, 'string', (flat) => {
        const before = flat[key] ?? null;
        const next = { ...flat };
        if (value === '') delete next[key];
        else next[key] = value;
        return { flat: next, before: { [key]: before }, after: { [key]: value === '' ? null : value } };
      });
    },

    /** Replaces the web file with an uploaded one. */
    async upload(actor: Actor, id: number, file: UploadedFile) {
      if (file.size > LANGUAGE_FILE_MAX_BYTES) throw badRequest(MSG.languageFileInvalid);
      const strings = parseLanguageFile(await readFile(file.path, 'utf8'));
      await editFile(actor, id, 'upload', (flat) => ({ flat: strings, before: { strings: Object.keys(flat).length }, after: { strings: Object.keys(strings).length, file: file.filename } }));
    },

    /** The web file, flat, as get_languages answers it and as an upload takes it back. */
    async download(id: number) {
      const language = await requireLanguage(id);
      return { code: language.code, strings: flatFile(language.web_translations) };
    },
  };
}
export type LanguagesAdminService = ReturnType<typeof createLanguagesAdminService>;
