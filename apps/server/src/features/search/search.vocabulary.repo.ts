import { CITIES as BUNDLED_CITIES } from '../../core/geo/uae.js';
import type { Db } from '../../core/db/connect.js';
import type { CategoryWords, PlaceWords, Vocabulary } from './search.vocabulary.js';

/**
 * The vocabulary as stored: enabled categories with their translated names, the cities the admin
 * keeps, the neighbourhoods of the bundled UAE geography (the places demo listings and the offline
 * geocoder know) and the place aliases. A few hundred rows, read once per cache period.
 */
export async function readVocabulary(db: Db): Promise<Vocabulary> {
  const [categories, translations, cities, aliases] = await Promise.all([
    db.selectFrom('categories').select(['id', 'category', 'slug_id']).where('status', '=', 1).execute(),
    db
      .selectFrom('translations')
      .innerJoin('languages', 'languages.id', 'translations.language_id')
      .select(['translations.entity_id', 'translations.value', 'languages.code'])
      .where('translations.entity', '=', 'category')
      .where('translations.field', '=', 'category')
      .execute(),
    db.selectFrom('cities').select(['name', 'state']).where('status', '=', 1).execute(),
    db.selectFrom('place_aliases').select(['alias', 'place']).orderBy('id').execute(),
  ]);
  const categoryWords: CategoryWords[] = categories.map((c) => {
    const names: Record<string, string> = { en: c.category };
    for (const t of translations) if (t.entity_id === c.id && t.value.trim() && t.code !== 'en') names[t.code] = t.value.trim();
    return { id: c.id, slug_id: c.slug_id, names };
  });
  const places: PlaceWords[] = [];
  const known = new Set<string>();
  const addPlace = (place: PlaceWords) => {
    const key = `${place.kind}:${place.name.toLowerCase()}`;
    if (known.has(key)) return;
    known.add(key);
    places.push(place);
  };
  for (const city of BUNDLED_CITIES) {
    addPlace({ name: city.name, kind: 'city', city: city.name, names: { en: city.name, ar: city.nameAr } });
    for (const area of city.neighbourhoods) addPlace({ name: area.name, kind: 'area', city: city.name, names: { en: area.name, ar: area.nameAr } });
  }
  for (const city of cities) addPlace({ name: city.name, kind: 'city', city: city.name, names: { en: city.name } });
  return { categories: categoryWords, places, aliases };
}
