import { addMessages, t } from '@sporta/i18n';
import { uiCatalogue } from '@sporta/i18n/messages/ui-catalogue';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { IconButton } from '../icon-button';
import { ChevronRightIcon, ClockIcon, SearchIcon } from '../icons';
import styles from './search-box.module.css';

addMessages(uiCatalogue);

/** One option of the list: words to search, or a place to go (a category, a product). */
export interface SearchSuggestion {
  /** Unique in the whole list. */
  key: string;
  /** What the option shows; its accessible name. */
  label: string;
  /** Where choosing it leads; without one, choosing it searches the label. */
  href?: string;
  /** Its icon: a saved word (clock), a category (arrow); none otherwise. */
  kind?: 'word' | 'category' | 'product';
}

/** A labelled group of options (saved words, categories, products). */
export interface SearchSuggestionGroup {
  key: string;
  label: string;
  options: readonly SearchSuggestion[];
}

export interface SearchBoxProps {
  value: string;
  onChange(value: string): void;
  /** Submitted words, typed or picked from the suggestions. */
  onSearch(query: string): void;
  /** Saved search words, already filtered and sorted by counter (spec: shopping §3, §9). */
  suggestions?: readonly string[];
  /** Grouped options, shown instead of `suggestions`. */
  groups?: readonly SearchSuggestionGroup[];
  /** An option with an href was chosen; default: the browser goes there. */
  onFollow?(suggestion: SearchSuggestion): void;
  /** The input's id (the page's label or scripts may point at it). */
  inputId?: string;
  label?: string;
  placeholder?: string;
}

/**
 * The product search with suggestions, following the ARIA 1.2 combobox pattern (editable, list
 * popup): focus stays in the input; arrows move through the list, Enter chooses, Escape closes
 * and then clears, Tab leaves. Works as a plain form (GET /search) without JavaScript.
 */
export function SearchBox({
  value,
  onChange,
  onSearch,
  suggestions = [],
  groups,
  onFollow = (suggestion) => window.location.assign(suggestion.href ?? ''),
  inputId,
  label = t('topbar.searchLabel'),
  placeholder = t('topbar.searchPlaceholder'),
}: SearchBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // The active option by key: when new suggestions arrive, no other option becomes active.
  const [activeKey, setActiveKey] = useState<string>();
  const shown: readonly SearchSuggestionGroup[] = groups ?? [
    {
      key: '',
      label: '',
      options: suggestions.map((word) => ({ key: word, label: word, kind: 'word' })),
    },
  ];
  const options = shown.flatMap((group) => group.options);
  const active = options.findIndex((option) => option.key === activeKey);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  // Mounted in a focused input (an island hydrated by that focus): the list opens as on focus.
  useEffect(() => {
    if (input.current && input.current === document.activeElement) setOpen(true);
  }, []);

  const close = () => {
    setOpen(false);
    setActiveKey(undefined);
  };
  const search = (query: string) => {
    onChange(query);
    close();
    onSearch(query);
  };
  const choose = (option: SearchSuggestion) => {
    if (option.href === undefined) return search(option.label);
    close();
    onFollow(option);
  };
  const onSubmit = (event: FormEvent) => {
    // Taken by another script already (a page holding back a submit made before hydration,
    // to replay it): searched when it comes again, not twice.
    if (event.isDefaultPrevented()) return;
    event.preventDefault();
    // The input itself: a submit replayed just after hydration comes before any re-render.
    const query = (input.current?.value ?? value).trim();
    if (query) search(query);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const next =
        event.key === 'ArrowDown'
          ? active >= last
            ? 0
            : active + 1
          : active <= 0
            ? last
            : active - 1;
      setActiveKey(options[next]?.key);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    } else if (event.key === 'Escape' && value !== '') {
      // The list is closed already: Escape empties the box, the same in every browser.
      event.preventDefault();
      onChange('');
    }
  };

  const renderOption = (option: SearchSuggestion) => {
    const at = options.indexOf(option);
    return (
      // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (activedescendant)
      <div
        key={option.key}
        id={optionId(at)}
        role="option"
        aria-selected={at === active}
        className={styles.option}
        // mousedown, not click: the input's blur would close the list before a click lands.
        onMouseDown={(event) => {
          event.preventDefault();
          choose(option);
        }}
      >
        {option.kind === 'word' ? <ClockIcon size={16} /> : null}
        {option.kind === 'category' ? <ChevronRightIcon size={16} /> : null}
        {option.label}
      </div>
    );
  };

  return (
    <search className={styles.search}>
      <form action="/search" onSubmit={onSubmit}>
        <div className={styles.row}>
          <input
            ref={input}
            id={inputId}
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
            enterKeyHint="search"
            placeholder={placeholder}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              setOpen(true);
              setActiveKey(undefined);
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
          aria-label={groups ? t('ui.search.suggestions') : t('ui.search.recent')}
          className={styles.listbox}
          hidden={!expanded}
        >
          {shown.map((group) =>
            group.label ? (
              // biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox, not of form fields
              <div key={group.key} role="group" aria-labelledby={`${id}-group-${group.key}`}>
                <div role="presentation" id={`${id}-group-${group.key}`} className={styles.heading}>
                  {group.label}
                </div>
                {group.options.map(renderOption)}
              </div>
            ) : (
              group.options.map(renderOption)
            ),
          )}
        </div>
      </form>
    </search>
  );
}
