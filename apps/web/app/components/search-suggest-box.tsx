import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { SearchSuggestion } from '@abode/shared/schemas/search';
import { browserApi } from '~/lib/browser-api';
import { useTranslation } from '~/lib/translation';
import { matchingRecent, rememberSearch, recentSearches } from '~/lib/recent-searches';

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
 * browser ran lately. An ARIA 1.2 combobox: arrows move through the list, Enter takes the active
 * suggestion (and searches with it), Escape closes the list. Without JavaScript it is the plain
 * search field it replaces, so the form still works.
 */
export function SearchSuggestBox({ id, name, defaultValue = '', placeholder, maxLength, className }: SearchSuggestBoxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
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
    if (!open || typed.length === 0) return;
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
  }, [text, open]);

  const suggestions = found.for === text.trim() ? found.items : [];
  const options: Option[] = [...matchingRecent(text, recent).map((label): Option => ({ kind: 'recent', label, completion: label })), ...suggestions];
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function choose(option: Option) {
    flushSync(() => {
      setText(option.completion);
      setOpen(false);
      setActive(-1);
    });
    input.current?.form?.requestSubmit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const last = options.length - 1;
      setActive((index) => (event.key === 'ArrowDown' ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < options.length) {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const describe = (option: Option) => {
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

  return (
    <div className="relative">
      <input
        ref={input}
        id={id}
        type="search"
        name={name}
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        className={className}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 && active < options.length ? optionId(active) : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setRecent(recentSearches());
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('searchSuggest.label')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-xl bg-white py-1 text-start shadow-xl ring-1 ring-slate-200"
      >
        {options.map((option, index) => (
          // the keyboard works through the combobox (aria-activedescendant), as ARIA's pattern has it
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${option.kind}:${option.label}:${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // keeps the focus in the box, so choosing does not close the list first
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-900 hover:bg-slate-50'}`}
          >
            <span className="min-w-0 truncate font-medium">
              {option.label}
              {option.kind !== 'recent' && option.alias && isAbbreviation(option.alias) ? <span className="ms-1 font-normal text-slate-600">({option.alias.toUpperCase()})</span> : null}
            </span>
            <span className="shrink-0 text-xs text-slate-600">{describe(option)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
