import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';

export interface ComboboxOption {
  key: string;
  label: ReactNode;
  /** A second, quieter line part: what kind of thing the option is. */
  detail?: ReactNode;
}

interface ComboboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'role' | 'onKeyDown' | 'onFocus' | 'onBlur'> {
  id: string;
  value: string;
  onValueChange: (text: string) => void;
  options: readonly ComboboxOption[];
  onChoose: (index: number) => void;
  /** The list's accessible name. */
  listLabel: string;
  onFocus?: () => void;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * A text field with a list of suggestions, as ARIA 1.2's combobox pattern: the focus stays in the
 * field, arrows move the active option (aria-activedescendant), Enter takes it, Escape closes the
 * list; a click takes an option too. Without an active option Enter does what it does in the form.
 */
export function Combobox({ ref, id, value, onValueChange, options, onChoose, listLabel, onFocus, className = '', ...input }: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const current = expanded && active >= 0 && active < options.length ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function choose(index: number) {
    setOpen(false);
    setActive(-1);
    onChoose(index);
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
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      choose(current);
    } else if (event.key === 'Enter') {
      // the form sends what was typed: the list must not cover what the answer shows
      setOpen(false);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="relative">
      <input
        {...input}
        ref={ref}
        id={id}
        value={value}
        autoComplete="off"
        className={className}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        onChange={(event) => {
          onValueChange(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        // the list opens on the person's own act (typing, a click, an arrow), not on focus alone: a
        // page that gives the focus back to the field after a search must not cover its answer
        onFocus={onFocus}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        // at least as wide as the field, wider when a name needs it (a narrow field on a wide screen)
        className="absolute start-0 top-full z-30 mt-1 max-h-80 w-max max-w-[min(32rem,calc(100vw-2rem))] min-w-full overflow-y-auto rounded-xl bg-white py-1 text-start shadow-xl ring-1 ring-slate-200"
      >
        {options.map((option, index) => (
          // the keyboard works through the combobox (aria-activedescendant), as ARIA's pattern has it
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            // keeps the focus in the field, so choosing does not close the list first
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            className={`flex cursor-pointer flex-col gap-x-3 px-3 py-2 text-sm sm:flex-row sm:items-baseline sm:justify-between ${index === current ? 'bg-brand-50 text-brand-900' : 'text-slate-900 hover:bg-slate-50'}`}
          >
            <span className="min-w-0 font-medium break-words">{option.label}</span>
            {option.detail ? <span className="shrink-0 text-xs text-slate-600">{option.detail}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
