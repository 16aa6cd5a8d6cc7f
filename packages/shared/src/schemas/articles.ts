import { z } from 'zod';
import { flag, idField, integer, limitField, offsetField, slugField } from './common';

export const getArticlesQuery = z.object({
  offset: offsetField,
  limit: limitField,
  id: idField(),
  slug_id: slugField(),
  /** 0 lists the articles without a category ("general"). */
  category_id: integer('category_id', { min: 0 }).optional(),
  /** 1: a metadata read (SSR head tags) that must not count as a view. */
  with_seo: flag('with_seo'),
});
export type GetArticlesQuery = z.infer<typeof getArticlesQuery>;

export interface Article {
  id: number;
  slug_id: string;
  image: string;
  title: string;
  /** HTML */
  description: string;
  view_count: number;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  meta_image: string;
  category_id: number | null;
  category: { id: number; category: string; slug_id: string } | null;
  created_at: string;
  posted_on: string;
  translated_title: string;
  translated_description: string;
}
