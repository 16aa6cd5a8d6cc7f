import { z } from 'zod';
import { PARAMETER_TYPES, type ParameterType } from '../enums.js';
import { MSG } from '../messages.js';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../slug.js';
import { decimal, flag, integer, optionalText, requiredText } from './common.js';

// The admin console's catalogue (issue #17, catalogue.manage): categories and their ordered
// parameters, facilities, cities, report reasons and the agent verification form.

/** Types whose answers are picked from the options the admin lists. */
export const CHOICE_TYPES: readonly ParameterType[] = ['dropdown', 'radiobutton', 'checkbox'];
export const MAX_OPTIONS = 50;
export const OPTION_MAX_LENGTH = 100;

/**
 * Names in other languages, keyed by language code (`translations[ar]=…` in a form): an empty
 * value removes that language's name, so the original shows.
 */
const translationsField = z
  .record(
    z.string().regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/i, 'Translations must be keyed by language code'),
    z.string({ error: 'A translation must be text' }).trim().max(255, 'A translation must be at most 255 characters'),
    { error: 'Translations must be keyed by language code' },
  )
  .optional();

/** Options as a list (`options[]`) or as text with one option per line; blank lines dropped. */
const optionsField = z
  .union([z.array(z.string({ error: 'Each option must be text' })), z.string()], { error: 'Options must be a list' })
  .transform((value) => (Array.isArray(value) ? value : value.split(/\r?\n/)).map((v) => v.trim()).filter((v) => v !== ''))
  .pipe(
    z
      .array(z.string().max(OPTION_MAX_LENGTH, `Each option must be at most ${OPTION_MAX_LENGTH} characters`))
      .max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options`)
      .refine((list) => new Set(list.map((v) => v.toLowerCase())).size === list.length, MSG.optionsUnique),
  )
  .default([]);

/** The order of a list as its ids, first to last (every item once). */
export const orderInput = z.object({
  ids: z
    .union([z.array(z.union([z.string(), z.number()])), z.string()], { error: 'ids must be a list of ids' })
    .transform((value) => (Array.isArray(value) ? value : value.split(',')))
    .pipe(z.array(integer('ids', { min: 1 })).min(1, 'ids must be a list of ids').max(500, 'ids must be a list of ids')),
});

const slugInput = z
  .string({ error: 'Slug must be text' })
  .trim()
  .toLowerCase()
  .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
  .refine((v) => v === '' || SLUG_PATTERN.test(v), 'Slug must be lowercase letters, digits and hyphens')
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Create or edit a category (multipart: `image` is an optional JPEG, PNG or WebP file). */
export const categoryInput = z.object({
  category: requiredText('Name', 100),
  slug_id: slugInput,
  status: flag('status'),
  meta_title: optionalText('SEO title', 255),
  meta_description: optionalText('SEO description', 500),
  meta_keywords: optionalText('SEO keywords', 255),
  translations: translationsField,
  image: z.unknown().optional(),
});
export type CategoryInput = z.infer<typeof categoryInput>;

/** A parameter of a category: choice types need their options; the others keep none. */
export const parameterInput = z
  .object({
    name: requiredText('Name', 100),
    type_of_parameter: z.enum(PARAMETER_TYPES, { error: `Type must be one of ${PARAMETER_TYPES.join(', ')}` }),
    options: optionsField,
    is_required: flag('is_required'),
    translations: translationsField,
  })
  .superRefine((input, ctx) => {
    if (CHOICE_TYPES.includes(input.type_of_parameter) && input.options.length === 0) ctx.addIssue({ code: 'custom', path: ['options'], message: MSG.optionsRequired });
  })
  .transform((input) => ({ ...input, options: CHOICE_TYPES.includes(input.type_of_parameter) ? input.options : [] }));
export type ParameterInput = z.infer<typeof parameterInput>;

export const facilityInput = z.object({
  name: requiredText('Name', 100),
  status: flag('status'),
  translations: translationsField,
  image: z.unknown().optional(),
});
export type FacilityInput = z.infer<typeof facilityInput>;

/** A form's empty field means "not given". */
const blankAsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const cityInput = z.object({
  name: requiredText('Name', 100),
  state: optionalText('State', 100),
  country: optionalText('Country', 100),
  latitude: blankAsAbsent(decimal('Latitude', { min: -90, max: 90 })),
  longitude: blankAsAbsent(decimal('Longitude', { min: -180, max: 180 })),
  status: flag('status'),
  image: z.unknown().optional(),
});
export type CityInput = z.infer<typeof cityInput>;

export const reportReasonInput = z.object({
  reason: requiredText('Reason', 255),
  translations: translationsField,
});
export type ReportReasonInput = z.infer<typeof reportReasonInput>;

/** The agent verification form's field types, as its answers are checked and drawn (verification feature). */
export const VERIFICATION_FIELD_TYPES = ['text', 'number', 'textarea', 'dropdown', 'radio', 'checkbox', 'file'] as const;
export type VerificationFieldType = (typeof VERIFICATION_FIELD_TYPES)[number];
const VERIFICATION_CHOICE_TYPES: readonly string[] = ['dropdown', 'radio', 'checkbox'];

/** A field of the agent verification form. */
export const verificationFieldInput = z
  .object({
    name: requiredText('Name', 100),
    field_type: z.enum(VERIFICATION_FIELD_TYPES, { error: `Type must be one of ${VERIFICATION_FIELD_TYPES.join(', ')}` }),
    options: optionsField,
    is_required: flag('is_required'),
    status: flag('status'),
    translations: translationsField,
  })
  .superRefine((input, ctx) => {
    if (VERIFICATION_CHOICE_TYPES.includes(input.field_type) && input.options.length === 0) ctx.addIssue({ code: 'custom', path: ['options'], message: MSG.optionsRequired });
  })
  .transform((input) => ({ ...input, options: VERIFICATION_CHOICE_TYPES.includes(input.field_type) ? input.options : [] }));
export type VerificationFieldInput = z.infer<typeof verificationFieldInput>;

/** Names in other languages by language code. */
export type NameTranslations = Record<string, string>;

export interface AdminCategory {
  id: number;
  category: string;
  slug_id: string;
  image: string;
  status: boolean;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  /** listings of any state in the category (a category with listings cannot be deleted) */
  listings: number;
  parameters: number;
  translations: NameTranslations;
}

export interface AdminParameter {
  id: number;
  name: string;
  type_of_parameter: ParameterType;
  options: string[];
  is_required: boolean;
  translations: NameTranslations;
  /** other categories that use the same parameter (an edit changes theirs too) */
  other_categories: number;
}

export interface AdminCategoryDetail extends Omit<AdminCategory, 'parameters'> {
  parameters: AdminParameter[];
}

export interface AdminFacility {
  id: number;
  name: string;
  image: string;
  status: boolean;
  listings: number;
  translations: NameTranslations;
}

export interface AdminCity {
  id: number;
  name: string;
  state: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  image: string;
  status: boolean;
}

export interface AdminReportReason {
  id: number;
  reason: string;
  reports: number;
  translations: NameTranslations;
}

export interface AdminVerificationField {
  id: number;
  name: string;
  field_type: string;
  options: string[];
  is_required: boolean;
  status: boolean;
  /** answers users gave to it (a field with answers is switched off rather than deleted) */
  answers: number;
  translations: NameTranslations;
}
