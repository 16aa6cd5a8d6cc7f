import type { Article } from '@abode/shared/schemas/articles';
import { truncate } from '~/lib/format';
import { plainText } from '~/lib/text';

const EXCERPT_LENGTH = 140;

/** What an article card shows: the excerpt is cut on the server, not shipped as the whole HTML. */
export interface ArticleSummary {
  id: number;
  slugId: string;
  title: string;
  image: string;
  category: string | null;
  createdAt: string;
  excerpt: string;
}

export function toArticleSummary(article: Article): ArticleSummary {
  return {
    id: article.id,
    slugId: article.slug_id,
    title: article.translated_title || article.title,
    image: article.image,
    category: article.category?.category ?? null,
    createdAt: article.created_at,
    excerpt: truncate(plainText(article.translated_description || article.description), EXCERPT_LENGTH),
  };
}
