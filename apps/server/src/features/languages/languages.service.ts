import { flattenTranslations } from '@abode/shared/i18n/flat-keys';
import { MSG } from '@abode/shared/messages';
import type { LanguageFile, LanguageSummary } from '@abode/shared/schemas/languages';
import { ApiError } from '../../core/http/errors.js';
import type { LanguagesRepo } from './languages.repo.js';
import { languageCandidates, type TranslatableEntity, Translations } from './translations.js';

export type TranslationRequest = Partial<Record<TranslatableEntity, readonly number[]>>;

function parseObject(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function createLanguagesService({ repo }: { repo: LanguagesRepo }) {
  return {
    /** get_languages: the web (or app) translation file of an active language, flat, as clients render it. */
    async getFile(code: string, web: boolean): Promise<LanguageFile> {
      const language = await repo.findActiveByCode(code);
      if (!language) throw new ApiError(404, MSG.languageMissing);
      return {
        id: language.id,
        code: language.code,
        name: language.name,
        rtl: language.rtl === 1 ? 1 : 0,
        file_name: flattenTranslations(parseObject(web ? language.web_translations : language.app_translations)),
      };
    },

    async listActive(): Promise<LanguageSummary[]> {
      const rows = await repo.listActive();
      return rows.map((l) => ({ id: l.id, code: l.code, name: l.name, rtl: l.rtl === 1 }));
    },

    /**
     * Loads the translations of the given rows; `contentLanguage` (the request's Content-Language
     * header) picks the language of the translated_* fields.
     */
    async translations(contentLanguage: string | undefined, wanted: TranslationRequest): Promise<Translations> {
      const entries = Object.entries(wanted) as [TranslatableEntity, readonly number[]][];
      const loaded = await Promise.all(
        entries.map(async ([entity, ids]) => (await repo.translationsOf(entity, ids)).map((row) => ({ ...row, entity }))),
      );
      return new Translations(loaded.flat(), languageCandidates(contentLanguage));
    },
  };
}
export type LanguagesService = ReturnType<typeof createLanguagesService>;
