import { addMessages, t } from '@sporta/i18n';
import { uiCatalogue } from '@sporta/i18n/messages/ui-catalogue';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { IconButton } from '../icon-button';
import { ClockIcon, SearchIcon } from '../icons';
import styles from './search-box.module.css';

addMessages(uiCatalogue);

export interface SearchBoxProps {
  value: string;
  onChange(value: string): void;
  /** Submitted words, typed or picked from the suggestions. */
  onSearch(query: string): void;
  /** Saved search words, already filtered and sorted by counter (spec: shopping §3, §9). */
  suggestions?: readonly string[];
  label?: string;
  placeholder?: string;
}

/**
 * The product search with the shopper's recent words as suggestions, following the ARIA
 * combobox pattern: focus stays in the input; arrows move through the list, Enter picks,
 * Escape closes. Works as a plain form (GET /search) without JavaScript.
 */
export function SearchBox({
  value,
  onChange,
  onSearch,
  suggestions = [],
  label = t('topbar.searchLabel'),
  placeholder = t('topbar.searchPlaceholder'),
}: SearchBoxProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (word: string) => {
    onChange(word);
    close();
    onSearch(word);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = value.trim();
    if (query) pick(query);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = suggestions.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (event.key === 'ArrowDown') setActive(active >= last ? 0 : active + 1);
      else setActive(active <= 0 ? last : active - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(suggestions[active] ?? value);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  return (
    <search className={styles.search}>
      <form action="/search" onSubmit={onSubmit}>
        <div className={styles.row}>
          <input
            className={styles.input}
            type="search"
            name="q"
            role="combobox"
            aria-label={label}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            placeholder={placeholder}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={close}
            onKeyDown={onKeyDown}
          />
          <IconButton type="submit" className={styles.submit} label={t('topbar.searchSubmit')}>
            <SearchIcon />
          </IconButton>
        </div>
        <div
          id={`${id}-listbox`}
          role="listbox"
          aria-label={t('ui.search.recent')}
          className={styles.listbox}
          hidden={!expanded}
        >
          {suggestions.map((word, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (activedescendant)
            <div
              key={word}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(word);
              }}
            >
              <ClockIcon size={16} />
              {word}
            </div>
          ))}
        </div>
      </form>
    </search>
  );
}
