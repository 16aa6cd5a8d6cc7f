import { searchTerms } from './search.text.js';
import { isTypoOf } from '../../core/text/typo-distance.js';

// The small vocabulary a keyword search is read against (issue #18): category names in every
// language, place names (cities and neighbourhoods) and the admin's place aliases. Kept in memory
// and matched here rather than in SQL, so SQLite and PostgreSQL understand a query alike.

/** What a phrase of a search stands for. */
export type Meaning =
  | { kind: 'category'; ids: number[] }
  | { kind: 'city'; name: string }
  | { kind: 'area'; name: string; city: string }
  | { kind: 'type'; code: number }
  | { kind: 'stop' };

export interface CategoryWords {
  id: number;
  slug_id: string;
  /** Display name by language code ('en' is the category's own name). */
  names: Record<string, string>;
}

export interface PlaceWords {
  /** The name listings carry (city column, or the neighbourhood in the address). */
  name: string;
  kind: 'city' | 'area';
  /** The city of a neighbourhood (its own name for a city). */
  city: string;
  /** Display name by language code ('en' is `name`). */
  names: Record<string, string>;
}

export interface Vocabulary {
  categories: readonly CategoryWords[];
  places: readonly PlaceWords[];
  /** alias → place name, both as the admin typed them. */
  aliases: readonly { alias: string; place: string }[];
}

/** One phrase of the vocabulary: its words lower-cased and what it means. */
export interface Entry {
  phrase: string;
  meaning: Meaning;
  /** The label suggestions show, by language. */
  names: Record<string, string>;
  /** The alias typed, when the entry is one ("JVC"). */
  alias?: string | undefined;
}

export interface VocabularyIndex {
  entries: readonly Entry[];
  byPhrase: ReadonlyMap<string, Entry>;
  /** Every word of the vocabulary: a typed word that is one of these is never "corrected". */
  words: ReadonlySet<string>;
  /** Words a typo may be corrected to (4 letters or more, stop words excluded). */
  correctable: readonly string[];
  categorySlugs: ReadonlyMap<number, string>;
  /** A word of exactly one place's name, and that place ("marina" → Dubai Marina); null when several share it. */
  placeByWord: ReadonlyMap<string, Entry | null>;
}

/** Longest phrase looked up (Mohammed Bin Zayed City). */
const MAX_PHRASE_WORDS = 4;

/** Words that carry no filter in a search ("villa in jvc", "flat for rent near the marina"). */
const STOP_WORDS = ['in', 'at', 'near', 'the', 'a', 'an', 'of', 'with', 'and', 'for', 'to', 'on', 'by', 'في', 'قرب', 'بالقرب', 'من', 'مع', 'و', 'لل', 'ل'];

/** Purpose words: "for rent" filters listings to rent (property type codes of enums.ts). */
const PURPOSE_WORDS: Record<string, number> = { rent: 1, rental: 1, rentals: 1, lease: 1, renting: 1, sale: 0, sell: 0, buy: 0, selling: 0, إيجار: 1, للإيجار: 1, ايجار: 1, للبيع: 0, بيع: 0 };

/** Other English words for the seeded categories, by slug (translations come from the database). */
const CATEGORY_SYNONYMS: Record<string, readonly string[]> = {
  apartment: ['flat', 'flats'],
  townhouse: ['town house', 'town houses'],
  land: ['plot', 'plots'],
  office: ['office space'],
  shop: ['retail', 'store'],
};

const normalise = (text: string) => searchTerms(text).join(' ');

/** A Latin-letter name with its English plurals ("villa" → "villas", "ies" for a final "y"). */
function withPlurals(phrase: string): string[] {
  if (!/^[a-z ]+$/.test(phrase)) return [phrase];
  const forms = [phrase, `${phrase}s`, `${phrase}es`];
  if (phrase.endsWith('y')) forms.push(`${phrase.slice(0, -1)}ies`);
  return forms;
}

const sameMeaning = (a: Meaning, b: Meaning) => JSON.stringify(a) === JSON.stringify(b);

export function buildIndex(vocabulary: Vocabulary): VocabularyIndex {
  const entries: Entry[] = [];
  const byPhrase = new Map<string, Entry>();
  const add = (phrase: string, meaning: Meaning, names: Record<string, string>, alias?: string) => {
    if (!phrase || phrase.split(' ').length > MAX_PHRASE_WORDS || byPhrase.has(phrase)) return;
    const entry = { phrase, meaning, names, alias };
    entries.push(entry);
    byPhrase.set(phrase, entry);
  };

  // places before categories: a neighbourhood named like a category keeps its place meaning
  const placeMeaning = (place: PlaceWords): Meaning => (place.kind === 'city' ? { kind: 'city', name: place.name } : { kind: 'area', name: place.name, city: place.city });
  for (const place of vocabulary.places) {
    for (const name of Object.values(place.names)) add(normalise(name), placeMeaning(place), place.names);
  }
  for (const { alias, place } of vocabulary.aliases) {
    const target = vocabulary.places.find((p) => p.name.toLowerCase() === place.toLowerCase());
    const meaning: Meaning = target ? placeMeaning(target) : { kind: 'area', name: place, city: '' };
    add(normalise(alias), meaning, target?.names ?? { en: place }, alias);
  }
  for (const category of vocabulary.categories) {
    const phrases = [...Object.values(category.names), ...(CATEGORY_SYNONYMS[category.slug_id] ?? [])].map(normalise);
    for (const phrase of phrases) {
      for (const form of withPlurals(phrase)) {
        // categories of one name (the admin made two "Villa"s) are one word: either may be meant
        const known = byPhrase.get(form)?.meaning;
        if (known?.kind === 'category' && !known.ids.includes(category.id)) known.ids.push(category.id);
        else add(form, { kind: 'category', ids: [category.id] }, category.names);
      }
    }
  }
  for (const [word, code] of Object.entries(PURPOSE_WORDS)) add(word, { kind: 'type', code }, { en: word });
  for (const word of STOP_WORDS) add(word, { kind: 'stop' }, { en: word });

  const words = new Set(entries.flatMap((e) => e.phrase.split(' ')));
  const stop = new Set(STOP_WORDS);
  const correctable = [...words].filter((w) => [...w].length >= 4 && !stop.has(w));
  const placeByWord = new Map<string, Entry | null>();
  for (const entry of entries) {
    if ((entry.meaning.kind !== 'area' && entry.meaning.kind !== 'city') || entry.alias !== undefined) continue;
    for (const word of entry.phrase.split(' ')) {
      const known = placeByWord.get(word);
      placeByWord.set(word, known === undefined || (known !== null && sameMeaning(known.meaning, entry.meaning)) ? entry : null);
    }
  }
  return { entries, byPhrase, words, correctable, placeByWord, categorySlugs: new Map(vocabulary.categories.map((c) => [c.id, c.slug_id])) };
}

/** The known word a typed one is a typo of (the closest, the first of equals), if any. */
function correction(word: string, index: VocabularyIndex): string | undefined {
  if (index.words.has(word) || /\d/.test(word)) return undefined;
  return index.correctable.find((known) => isTypoOf(word, known));
}

/** What a search means: the words left for the text index and the filters its other words name. */
export interface SearchMeaning {
  terms: string[];
  categoryIds: number[];
  city?: string | undefined;
  propertyType?: number | undefined;
}

/** Filters the asker chose already: words naming the same dimension are then left as text. */
export interface ChosenFilters {
  category: boolean;
  city: boolean;
  type: boolean;
}

/**
 * Reads a search against the vocabulary, left to right, longest phrase first: a category word
 * filters by category, a city by city, a purpose word by type, a neighbourhood or alias becomes
 * the neighbourhood's name as words, stop words go. Typos of vocabulary words are corrected
 * first; the last word is not, while it is the start of a known word (it is still being typed).
 * Ordinary words ("view", "pool") are left as they are.
 */
export function interpretSearch(text: string, index: VocabularyIndex, chosen: ChosenFilters): SearchMeaning {
  const typed = searchTerms(text);
  const corrected = new Set<number>();
  const words = typed.map((word, i) => {
    const stillTyping = i === typed.length - 1 && index.correctable.some((known) => known.startsWith(word));
    const fixed = stillTyping ? undefined : correction(word, index);
    if (fixed !== undefined) corrected.add(i);
    return fixed ?? word;
  });
  const meaning: SearchMeaning = { terms: [], categoryIds: [] };
  const areaTerms: string[] = [];
  for (let i = 0; i < words.length; ) {
    let found: { entry: Entry; length: number } | undefined;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1 && !found; n--) {
      const entry = index.byPhrase.get(words.slice(i, i + n).join(' '));
      if (entry) found = { entry, length: n };
    }
    // a misspelt word of one place's name stands for the place ("Marna" → Dubai Marina); typed
    // right, the word stays a word ("marina" also finds "marina views" elsewhere)
    const place = corrected.has(i) ? index.placeByWord.get(words[i]!) : undefined;
    if (!found && place) found = { entry: place, length: 1 };
    if (!found) {
      meaning.terms.push(words[i]!);
      i++;
      continue;
    }
    const phraseWords = words.slice(i, i + found.length);
    i += found.length;
    const m = found.entry.meaning;
    if (m.kind === 'category' && !chosen.category) {
      for (const id of m.ids) if (!meaning.categoryIds.includes(id)) meaning.categoryIds.push(id);
    } else if (m.kind === 'city' && !chosen.city && (meaning.city === undefined || meaning.city === m.name)) {
      meaning.city = m.name;
    } else if (m.kind === 'area') {
      areaTerms.push(...searchTerms(m.name));
    } else if (m.kind === 'type') {
      if (!chosen.type && meaning.propertyType === undefined) meaning.propertyType = m.code;
    } else if (m.kind !== 'stop') {
      meaning.terms.push(...phraseWords);
    }
  }
  // the typed words keep their order at the end: the text index reads the last one as a prefix
  meaning.terms = [...areaTerms, ...meaning.terms];
  return meaning;
}

export interface Suggestion {
  meaning: Meaning;
  /** The label in the asked language. */
  label: string;
  /** The alias that matched, when one did. */
  alias?: string | undefined;
  /** The search with its last phrase replaced by the label: what the box holds once chosen. */
  completion: string;
}

const RANK = { exact: 0, prefix: 1, wordPrefix: 2, typo: 3 } as const;

/**
 * Places and categories the end of a search is the start of (or a typo of), for the search box's
 * suggestions: tried on the last 1–3 words, exact names first, then names starting so, then names
 * with a word starting so, then typos; one suggestion per place or category.
 */
export function suggest(text: string, index: VocabularyIndex, language: string, limit: number): Suggestion[] {
  const words = searchTerms(text);
  if (!words.length) return [];
  const found: { entry: Entry; rank: number; head: string[] }[] = [];
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const tail = words.slice(-n).join(' ');
    const head = words.slice(0, -n);
    for (const entry of index.entries) {
      if (entry.meaning.kind === 'stop' || entry.meaning.kind === 'type') continue;
      const rank =
        entry.phrase === tail
          ? RANK.exact
          : entry.phrase.startsWith(tail)
            ? RANK.prefix
            : entry.phrase.includes(` ${tail}`) && tail.length >= 2
              ? RANK.wordPrefix
              : n === 1 && entry.phrase.split(' ').some((word) => isTypoOf(tail, word))
                ? RANK.typo
                : undefined;
      if (rank !== undefined) found.push({ entry, rank, head });
    }
  }
  found.sort((a, b) => a.rank - b.rank || a.entry.phrase.length - b.entry.phrase.length);
  const answers: Suggestion[] = [];
  for (const { entry, head } of found) {
    if (answers.some((s) => sameMeaning(s.meaning, entry.meaning))) continue;
    const label = entry.names[language] ?? entry.names.en ?? entry.phrase;
    answers.push({ meaning: entry.meaning, label, alias: entry.alias, completion: [...head, label].join(' ') });
    if (answers.length >= limit) break;
  }
  return answers;
}
