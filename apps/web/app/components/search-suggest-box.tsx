import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SearchSuggestion } from '@abode/shared/schemas/search';
import { browserApi } from '~/lib/browser-api';
import { matchingRecent, rememberSearch, recentSearches } from '~/lib/recent-searches';
import { useTranslation } from '~/lib/translation';
import { Combobox } from './combobox';

/** The server is asked once typing pauses this long. */
const TYPING_PAUSE_MS = 120;

/** An alias worth showing beside the place's name: an abbreviation ("jvc" → JVC). */
const isAbbreviation = (alias: string) => /^[\p{L}\p{N}]{2,5}$/u.test(alias);

type Option = { kind: 'recent'; label: string; completion: string } | SearchSuggestion;

interface SearchSuggestBoxProps {
  id: string;
  name: string;
  defaultValue?: string | undefined;
  placeholder: string;
  maxLength: number;
  className: string;
}

/**
 * The keyword field of a search form with suggestions as you type (issue #18): places and
 * categories from /api/search-suggestions (aliases and typos included) and the searches this
 * browser ran lately. Taking a suggestion puts it in the field and searches. Server-rendered it
 * is a plain search field, so the form works before (and without) JavaScript.
 */
export function SearchSuggestBox({ id, name, defaultValue = '', placeholder, maxLength, className }: SearchSuggestBoxProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(defaultValue);
  const [found, setFound] = useState<{ for: string; items: SearchSuggestion[] }>({ for: '', items: [] });
  const [recent, setRecent] = useState<string[]>([]);
  const latest = useRef(0);

  // every search sent from this form is remembered, however it was sent (Enter, the button)
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const remember = () => rememberSearch(input.current?.value ?? '');
    form.addEventListener('submit', remember);
    return () => form.removeEventListener('submit', remember);
  }, []);

  useEffect(() => {
    const typed = text.trim();
    if (typed.length === 0) return;
    const request = ++latest.current;
    const timer = setTimeout(() => {
      browserApi()
        .get<SearchSuggestion[]>('search-suggestions', { q: typed })
        .then((answer) => {
          if (request === latest.current) setFound({ for: typed, items: answer.data });
        })
        .catch(() => {
          // suggestions are a help: without them the box is a plain search field
        });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const suggestions = found.for === text.trim() ? found.items : [];
  const options: Option[] = [...matchingRecent(text, recent).map((label): Option => ({ kind: 'recent', label, completion: label })), ...suggestions];

  const detail = (option: Option) => {
    switch (option.kind) {
      case 'recent':
        return t('searchSuggest.recent');
      case 'category':
        return t('searchSuggest.category');
      case 'city':
        return t('searchSuggest.city');
      default:
        return option.city ? t('searchSuggest.areaIn', { city: option.city }) : t('searchSuggest.area');
    }
  };

  function choose(index: number) {
    const option = options[index];
    if (!option) return;
    flushSync(() => setText(option.completion));
    input.current?.form?.requestSubmit();
  }

  return (
    <Combobox
      ref={input}
      id={id}
      type="search"
      name={name}
      value={text}
      onValueChange={setText}
      maxLength={maxLength}
      placeholder={placeholder}
      className={className}
      listLabel={t('searchSuggest.label')}
      onFocus={() => setRecent(recentSearches())}
      options={options.map((option, index) => ({
        key: `${option.kind}:${option.label}:${index}`,
        label: (
          <>
            {option.label}
            {option.kind !== 'recent' && option.alias && isAbbreviation(option.alias) ? <span className="ms-1 font-normal text-slate-600">({option.alias.toUpperCase()})</span> : null}
          </>
        ),
        detail: detail(option),
      }))}
      onChoose={choose}
    />
  );
}
