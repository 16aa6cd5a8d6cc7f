import { z } from 'zod';
import { HOMEPAGE_SECTION_TYPES, SLIDER_TYPES } from '../enums.js';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../slug.js';
import { flag, integer, limitField, offsetField, optionalText, requiredText, searchField } from './common.js';

// The console's Content area (issue #17, ADR 032): articles and their categories, FAQs, sliders,
// home page sections, the about / privacy / terms pages and the contact-form inbox. All of it is
// declared `content.manage`.

/** Rich text (HTML) is sanitised on the server when saved; this bounds what is read at all. */
export const RICH_TEXT_MAX = 100_000;
export const ARTICLE_STATUSES = ['published', 'draft'] as const;

const richText = (label: string) => z.string({ error: `${label} must be text` }).max(RICH_TEXT_MAX, `${label} must be at most ${RICH_TEXT_MAX} characters`);
const order = integer('sort_order', { min: 0, max: 100_000 });
const optionalSlug = z
  .string({ error: 'Slug must be text' })
  .trim()
  .toLowerCase()
  .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
  .refine((v) => v === '' || SLUG_PATTERN.test(v), 'Slug may hold only lowercase letters, digits and hyphens')
  .transform((v) => (v === '' ? undefined : v))
  .optional();
/** A form's empty select is "none". */
const optionalId = (label: string) =>
  z
    .union([z.literal(''), z.literal('0'), z.literal(0), integer(label, { min: 1 })])
    .transform((v) => (v === '' || v === '0' || v === 0 ? null : v))
    .optional();

// Articles

export const adminArticlesQuery = z.object({
  offset: offsetField,
  limit: limitField,
  search: searchField,
  status: z.enum(ARTICLE_STATUSES, { error: 'status must be published or draft' }).optional(),
  category_id: integer('category_id', { min: 1 }).optional(),
});
export type AdminArticlesQuery = z.infer<typeof adminArticlesQuery>;

/** Multipart: these fields and an optional `image` file (JPEG, PNG or WebP). */
export const articleInput = z.object({
  title: requiredText('Title', 200),
  slug_id: optionalSlug,
  category_id: optionalId('category_id'),
  description: richText('Description').default(''),
  status: flag('status'),
  meta_title: optionalText('Meta title', 60),
  meta_description: optionalText('Meta description', 160),
  meta_keywords: optionalText('Meta keywords', 300),
  image: z.unknown().optional(),
});
export type ArticleInput = z.infer<typeof articleInput>;

export const articleStatusInput = z.object({ status: flag('status').unwrap() });

export interface AdminArticleRow {
  id: number;
  slug_id: string;
  title: string;
  image: string;
  status: 'published' | 'draft';
  category: { id: number; category: string } | null;
  view_count: number;
  created_at: string;
  updated_at: string;
}

export interface AdminArticle extends AdminArticleRow {
  /** sanitised HTML */
  description: string;
  category_id: number | null;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

export const articleCategoryInput = z.object({ category: requiredText('Name', 100), slug_id: optionalSlug });

export interface AdminArticleCategory {
  id: number;
  category: string;
  slug_id: string;
  articles: number;
}

// FAQs

export const faqInput = z.object({
  question: requiredText('Question', 500),
  answer: requiredText('Answer', 5000),
  sort_order: order.optional(),
  status: flag('status'),
});
export type FaqInput = z.infer<typeof faqInput>;

export interface AdminFaq {
  id: number;
  question: string;
  answer: string;
  sort_order: number;
  status: boolean;
}

// Sliders: type 1 default banner, 2 category, 3 property, 4 external link (API-CONTRACT §2.5)

export const SLIDER_TYPE_CODES = Object.values(SLIDER_TYPES);

/** Multipart: these fields, `web_image` (required on create) and `image` (the app's; optional) files. */
export const sliderInput = z.object({
  type: z.coerce.number({ error: 'type must be 1, 2, 3 or 4' }).pipe(z.union(SLIDER_TYPE_CODES.map((c) => z.literal(c)), { error: 'type must be 1, 2, 3 or 4' })),
  category_id: optionalId('category_id'),
  property_id: optionalId('property_id'),
  link: z
    .string({ error: 'Link must be text' })
    .trim()
    .max(500, 'Link must be at most 500 characters')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Link must be an http(s):// address')
    .optional(),
  show_property_details: flag('show_property_details'),
  sort_order: order.optional(),
  status: flag('status'),
  web_image: z.unknown().optional(),
  image: z.unknown().optional(),
});
export type SliderInput = z.infer<typeof sliderInput>;

export interface AdminSlider {
  id: number;
  type: number;
  web_image: string;
  image: string;
  link: string;
  category: { id: number; category: string } | null;
  property: { id: number; title: string; slug_id: string } | null;
  show_property_details: boolean;
  sort_order: number;
  status: boolean;
}

// Home page sections

export const homeSectionsInput = z.object({
  sections: z
    .array(
      z.object({
        id: integer('id', { min: 1 }),
        title: requiredText('Title', 100),
        sort_order: order,
        is_active: flag('is_active').unwrap(),
      }),
      { error: 'sections must be a list' },
    )
    .min(1, 'sections must be a list')
    .max(HOMEPAGE_SECTION_TYPES.length, `At most ${HOMEPAGE_SECTION_TYPES.length} sections`),
});
export type HomeSectionsInput = z.infer<typeof homeSectionsInput>;

export interface AdminHomeSection {
  id: number;
  type: string;
  title: string;
  sort_order: number;
  is_active: boolean;
}

// About / privacy / terms: settings rows holding HTML

export const CONTENT_PAGES = ['about_us', 'privacy_policy', 'terms_conditions'] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];
export const contentPageParams = z.object({ page: z.enum(CONTENT_PAGES, { error: 'page must be about_us, privacy_policy or terms_conditions' }) });
export const contentPageInput = z.object({ body: richText('Text').default('') });

// Contact-form inbox

export const INBOX_FILTERS = ['all', 'unread', 'replied'] as const;
export const contactMessagesQuery = z.object({
  offset: offsetField,
  limit: limitField,
  search: searchField,
  filter: z.enum(INBOX_FILTERS, { error: 'filter must be all, unread or replied' }).default('all'),
});
export type ContactMessagesQuery = z.infer<typeof contactMessagesQuery>;

export const contactReadInput = z.object({ read: flag('read').unwrap() });
export const contactReplyInput = z.object({ message: requiredText('Message', 5000) });

export interface AdminContactMessage {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  read_at: string | null;
  reply: string | null;
  replied_at: string | null;
  replied_by: { id: number; name: string } | null;
}
