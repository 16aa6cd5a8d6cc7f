import { describe, expect, it } from 'vitest';
import arabic from '@abode/shared/i18n/ar.json';
import english from '@abode/shared/i18n/en.json';
import { propertyInput } from '@abode/shared/schemas/listings';
import { FIELD_LABEL_KEYS, issueKey } from './issue-text';

const has = (tree: unknown, key: string) => typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree) === 'string';

describe('issue texts of the property form', () => {
  it('has a translation key for every message the shared schema gives a bad listing', () => {
    const bad = {
      title: 'x'.repeat(300),
      description: '',
      category_id: 'abc',
      property_type: '1',
      price: '0',
      latitude: '95',
      longitude: '55',
      slug_id: 'Bad Slug',
      video_link: 'https://vimeo.com/1',
      meta_title: 'x'.repeat(70),
      meta_description: 'short',
      meta_keywords: Array.from({ length: 11 }, (_, i) => `k${i}`).join(','),
      facilities: [{ facility_id: '1', distance: 'far' }],
    };
    const parsed = propertyInput.safeParse(bad);
    expect(parsed.success).toBe(false);
    const messages = [...new Set(parsed.error!.issues.map((i) => i.message))];
    expect(messages.length).toBeGreaterThan(8);
    expect(messages.filter((m) => issueKey(m) === null)).toEqual([]);
  });

  it('finds every key it uses, and the field names in them, in English and Arabic', () => {
    const keys = [
      ...['Price is required', 'Price must be between 1 and 5', 'Price must be 1 or more', 'Price must be 5 or less', 'Price must be a number', 'Title must be at most 9 characters', 'Meta description must be between 50 and 160 characters', 'At most 10 meta keywords', 'Rent duration is required for rent', 'Slug may contain only lowercase letters, digits and hyphens', 'Video link must be a YouTube URL', 'A chosen location needs city, state, country and formatted address'].map(
        (m) => issueKey(m)!.key,
      ),
      ...Object.values(FIELD_LABEL_KEYS),
    ];
    expect(keys.filter((k) => !has(english, k))).toEqual([]);
    expect(keys.filter((k) => !has(arabic, k))).toEqual([]);
  });

  it('reads the field and the bounds out of a message', () => {
    expect(issueKey('Meta title must be at most 60 characters')).toEqual({ key: 'listingForm.errors.tooLong', values: { field: 'Meta title', max: '60' } });
    expect(issueKey('Something else entirely')).toBeNull();
  });
});
