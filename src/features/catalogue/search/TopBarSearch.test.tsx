import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordSearchWord, savedSearchWords } from './search-words';
import { findSuggestions, openPage, type Suggestions } from './suggestions';
import TopBarSearch, { SUGGESTION_DELAY_MS } from './TopBarSearch';

vi.mock('./suggestions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./suggestions')>()),
  findSuggestions: vi.fn(),
  openPage: vi.fn(),
}));
const asked = vi.mocked(findSuggestions);
const opened = vi.mocked(openPage);

const answer = (q: string): Suggestions => ({
  q,
  categories: [{ id: 1, name: `Categoria ${q}`, href: `/category/${q}` }],
  products: [
    { id: 7, name: `Prodotto ${q}`, brand: 'Sporta', href: `/product/${q}-7` },
    { id: 8, name: `Altro ${q}`, href: `/product/${q}-8` },
  ],
});

/** A suggestion call the test answers when it wants. */
function deferred() {
  let resolve: (value: Suggestions) => void = () => {};
  const promise = new Promise<Suggestions>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const pause = (ms = SUGGESTION_DELAY_MS) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('the top bar search box', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    // The island's pause is a setTimeout: faked. Testing Library waits on a setTimeout(0) too and
    // advances fake timers only when it sees `jest`, so it is given that name.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    asked.mockReset();
    opened.mockReset();
    asked.mockImplementation(async (q) => answer(q));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const box = () => screen.getByRole('combobox', { name: 'Cerca prodotti' });
  const names = (group: string) =>
    within(screen.getByRole('group', { name: group }))
      .getAllByRole('option')
      .map((option) => option.textContent);

  it('given two typed characters and a pause in typing, then categories and products are asked once and offered in their groups', async () => {
    render(<TopBarSearch />);
    await user.type(box(), 'p');
    await pause(1000);
    expect(asked).not.toHaveBeenCalled();
    await user.type(box(), 'a');
    await pause(SUGGESTION_DELAY_MS - 1);
    expect(asked).not.toHaveBeenCalled();
    await pause(1);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked).toHaveBeenCalledWith('pa');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(names('Categorie')).toEqual(['Categoria pa']);
    expect(names('Prodotti')).toEqual(['Prodotto pa, Sporta', 'Altro pa']);
  });

  it('given quick typing, then only the words after the pause are asked', async () => {
    render(<TopBarSearch />);
    await user.type(box(), 'pasta');
    await pause();
    expect(asked.mock.calls).toEqual([['pasta']]);
  });

  it('given an older answer arriving after a newer one, then the newer one stays', async () => {
    const older = deferred();
    const newer = deferred();
    asked.mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise);
    render(<TopBarSearch />);
    await user.type(box(), 'pa');
    await pause();
    await user.type(box(), 's');
    await pause();
    expect(asked.mock.calls).toEqual([['pa'], ['pas']]);
    await act(async () => newer.resolve(answer('pas')));
    await act(async () => older.resolve(answer('pa')));
    expect(names('Categorie')).toEqual(['Categoria pas']);
  });

  it('given the box left before the pause ends, then nothing is asked', async () => {
    render(<TopBarSearch />);
    await user.type(box(), 'pa');
    await user.tab();
    await pause(1000);
    expect(asked).not.toHaveBeenCalled();
  });

  it('given saved words, when the empty box gets the focus, then they are offered, most searched first', async () => {
    recordSearchWord('latte');
    recordSearchWord('pane');
    recordSearchWord('pane');
    render(<TopBarSearch />);
    await user.click(box());
    expect(names('Le tue ricerche')).toEqual(['pane', 'latte']);
    expect(asked).not.toHaveBeenCalled();
    await user.type(box(), 'la');
    expect(names('Le tue ricerche')).toEqual(['latte']);
  });

  it('given typed words, when Enter is pressed without an active option, then /search opens and the word is saved', async () => {
    render(<TopBarSearch />);
    await user.type(box(), '  latte {Enter}');
    expect(opened).toHaveBeenCalledWith('/search?q=latte');
    expect(savedSearchWords()).toEqual([expect.objectContaining({ name: 'latte', counter: 1 })]);
  });

  it('given suggestions, when ArrowDown reaches a product and Enter is pressed, then its page opens', async () => {
    render(<TopBarSearch />);
    await user.type(box(), 'pas');
    await pause();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Prodotto pas, Sporta' }).id,
    );
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledWith('/product/pas-7');
    expect(savedSearchWords()).toEqual([]);
  });

  it('given a saved word chosen, then it is searched and counted again', async () => {
    recordSearchWord('Mozzarella');
    render(<TopBarSearch />);
    await user.click(box());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(opened).toHaveBeenCalledWith('/search?q=Mozzarella');
    expect(savedSearchWords()).toEqual([
      expect.objectContaining({ name: 'Mozzarella', counter: 2 }),
    ]);
  });

  it('given the words of the search page, then the box shows them', () => {
    render(<TopBarSearch query="olio extravergine" />);
    expect(box()).toHaveValue('olio extravergine');
    expect(box()).toHaveAttribute('id', 'topbar-search');
  });
});

describe('suggestionGroups', () => {
  it('tells two packs of one product and brand apart by their size', async () => {
    const { suggestionGroups } = await import('./TopBarSearch');
    const mozzarella = { name: 'Mozzarella di latte vaccino', brand: 'Santa Lucia' };
    const groups = suggestionGroups('mozz', [], {
      q: 'mozz',
      categories: [],
      products: [
        { id: 1, ...mozzarella, pack: '125 g', href: '/product/a' },
        { id: 2, ...mozzarella, pack: '3 x 125 g', href: '/product/b' },
        { id: 3, name: 'Burrata', href: '/product/c' },
      ],
    });
    expect(groups[0]?.options.map((option) => option.label)).toEqual([
      'Mozzarella di latte vaccino, Santa Lucia, 125 g',
      'Mozzarella di latte vaccino, Santa Lucia, 3 x 125 g',
      'Burrata',
    ]);
  });
});
