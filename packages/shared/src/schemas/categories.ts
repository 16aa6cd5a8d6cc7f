import { z } from 'zod';
import type { ParameterType } from '../enums';
import { flag, idField, limitField, offsetField, searchField, slugField, type TranslationItem } from './common';

export const getCategoriesQuery = z.object({
  offset: offsetField,
  limit: limitField,
  search: searchField,
  id: idField(),
  slug_id: slugField(),
  /** true: only categories with at least one approved, active listing. */
  has_property: flag('has_property'),
});
export type GetCategoriesQuery = z.infer<typeof getCategoriesQuery>;

/** A category's parameter (bedrooms, furnishing…) in the order the admin gave it. */
export interface CategoryParameter {
  id: number;
  name: string;
  type_of_parameter: ParameterType;
  /** Options of dropdown / radiobutton / checkbox parameters; [] for the others. */
  type_values: string[];
  image: string;
  is_required: number;
  translated_name: string;
  translations: TranslationItem[];
}

/** The category block carried by properties and projects. */
export interface CategorySummary {
  id: number;
  category: string;
  image: string;
  slug_id: string;
  translated_name: string;
}

export interface Category extends CategorySummary {
  parameter_types: CategoryParameter[];
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  meta_image: string;
  properties_count: number;
  translations: TranslationItem[];
}
