import { z } from 'zod';
import { flag, requiredText } from './common';

export const getLanguagesQuery = z.object({
  language_code: requiredText('language_code', 16).regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/, 'language_code is not a language code'),
  /** 1: the web app's translation file; otherwise the mobile app's. */
  web_language_file: flag('web_language_file'),
});
export type GetLanguagesQuery = z.infer<typeof getLanguagesQuery>;

export interface LanguageSummary {
  id: number;
  code: string;
  name: string;
  rtl: boolean;
}

/**
 * get_languages answers one object whose `file_name` is the translation file as a flat map of
 * strings (nested sections as dotted keys, `i18n/flat-keys.ts`), and `rtl` as the number 1/0.
 */
export interface LanguageFile extends Omit<LanguageSummary, 'rtl'> {
  rtl: 0 | 1;
  file_name: Record<string, string>;
}
