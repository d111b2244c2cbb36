/**
 * The search box of the top bar (spec: shopping §2 Search, §3 "Search word", §9; issue 14): the
 * ui-kit combobox offering the shopper's saved words and, from two typed characters on, the
 * categories and products that match. An island hydrated on intent (`client:intent="search"`,
 * src/app/Page.astro): until the shopper points at or focuses it, its server-rendered form
 * searches without JavaScript; what was typed before it came alive is kept, and a search
 * submitted meanwhile is done once it is (intent-directive.ts).
 */
import { addMessages, t } from '@sporta/i18n';
import { search } from '@sporta/i18n/messages/search';
import { SearchBox, type SearchSuggestionGroup } from '@sporta/ui-kit';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { useIslandReady } from '../../../shell/hydration/island-ready';
import { recordSearchWord, type SearchWord, savedSearchWords } from './search-words';
import { findSuggestions, MIN_SUGGESTION_CHARS, openPage, type Suggestions } from './suggestions';
import './top-bar-search.css';

addMessages(search);

/** The input's id, as the server-rendered top bar has always had it. */
export const SEARCH_INPUT_ID = 'topbar-search';
/** The pause in typing after which suggestions are asked. */
export const SUGGESTION_DELAY_MS = 200;
/** Saved words offered at most. */
export const SHOWN_WORDS = 5;

export const searchHref = (q: string) => `/search?q=${encodeURIComponent(q)}`;

export default function TopBarSearch({ query = '' }: { query?: string | undefined }) {
  const root = useRef<HTMLDivElement>(null);
  useIslandReady(root);
  const [value, setValue] = useState(() => typedBeforeHydration() ?? query);
  const [focused, setFocused] = useState(false);
  const [words, setWords] = useState<SearchWord[]>([]);
  const [found, setFound] = useState<Suggestions>();
  const q = value.trim();

  // Hydrated by the shopper's focus: the box is in use already, and may hold what was typed
  // while the island was coming alive.
  useEffect(() => {
    const input = document.getElementById(SEARCH_INPUT_ID);
    if (!(input instanceof HTMLInputElement)) return;
    setValue(input.value);
    if (input === document.activeElement) {
      setFocused(true);
      setWords(savedSearchWords());
    }
  }, []);

  // Asked after a pause in typing, only while the box has the focus; an answer to words that
  // are no longer in the box, or that comes after the shopper left it, is ignored.
  useEffect(() => {
    if (q.length < MIN_SUGGESTION_CHARS) {
      setFound(undefined);
      return;
    }
    if (!focused) return;
    let current = true;
    const timer = setTimeout(() => {
      findSuggestions(q).then(
        (answer) => {
          if (current) setFound(answer);
        },
        () => undefined,
      );
    }, SUGGESTION_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q, focused]);

  const onFocus = (event: FocusEvent) => {
    if (event.target.id !== SEARCH_INPUT_ID) return;
    setFocused(true);
    setWords(savedSearchWords());
  };
  const onBlur = (event: FocusEvent) => {
    if (event.target.id === SEARCH_INPUT_ID) setFocused(false);
  };
  const onSearch = (typed: string) => {
    setWords(recordSearchWord(typed));
    openPage(searchHref(typed));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus events bubbling from the input; the div itself is not interactive
    <div className="topbar-search" ref={root} data-signals-ready onFocus={onFocus} onBlur={onBlur}>
      <SearchBox
        inputId={SEARCH_INPUT_ID}
        value={value}
        onChange={setValue}
        onSearch={onSearch}
        onFollow={(suggestion) => openPage(suggestion.href ?? '/')}
        groups={suggestionGroups(q, words, found)}
      />
    </div>
  );
}

/** Saved words containing what is typed (all of them for an empty box), then categories, then products. */
export function suggestionGroups(
  q: string,
  words: readonly SearchWord[],
  found: Suggestions | undefined,
): SearchSuggestionGroup[] {
  const typed = q.toLocaleLowerCase('it');
  const saved = words
    .filter((word) => word.name.toLocaleLowerCase('it').includes(typed))
    .slice(0, SHOWN_WORDS);
  const groups: SearchSuggestionGroup[] = [];
  if (saved.length > 0) {
    groups.push({
      key: 'words',
      label: t('search.group.words'),
      options: saved.map((word) => ({ key: `word-${word.name}`, label: word.name, kind: 'word' })),
    });
  }
  if (found && found.categories.length > 0) {
    groups.push({
      key: 'categories',
      label: t('search.group.categories'),
      options: found.categories.map((category) => ({
        key: `category-${category.id}`,
        label: category.name,
        href: category.href,
        kind: 'category',
      })),
    });
  }
  if (found && found.products.length > 0) {
    groups.push({
      key: 'products',
      label: t('search.group.products'),
      options: found.products.map((product) => ({
        key: `product-${product.id}`,
        label: productLabel(product),
        href: product.href,
        kind: 'product',
      })),
    });
  }
  return groups;
}

/** A product's option: its name, then its brand and pack size, so two packs never read alike. */
function productLabel({ name, brand, pack }: Suggestions['products'][number]): string {
  if (brand && pack) return t('search.product.pack', { name, brand, pack });
  if (brand) return t('search.product', { name, brand });
  return pack ? t('search.product.packOnly', { name, pack }) : name;
}

/** What the server-rendered box holds when the island hydrates; on the server, nothing. */
function typedBeforeHydration(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const input = document.getElementById(SEARCH_INPUT_ID);
  return input instanceof HTMLInputElement ? input.value : undefined;
}
