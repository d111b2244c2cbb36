import type { CategoryNode } from '@sporta/ui-kit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $overlay } from '../../../shell/overlay/overlay';
import CategoryDrawer from './CategoryDrawer';
import { $drawerTree, CATEGORY_TREE_PATH } from './drawer-tree';
import { LAST_CATEGORY_KEY } from './last-category';

const pasta: CategoryNode = {
  id: 1,
  name: 'Pasta',
  slug: 'pasta',
  children: [{ id: 11, name: 'Pasta secca', slug: 'pasta-secca' }],
};

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('CategoryDrawer', () => {
  const fetchTree = vi.fn<typeof fetch>();

  beforeEach(() => {
    $overlay.set(null);
    $drawerTree.set({ state: 'idle' });
    fetchTree.mockReset();
    vi.stubGlobal('fetch', fetchTree);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.removeItem(LAST_CATEGORY_KEY);
  });

  it('given a category seen before (spec: §9 "Persisted locally: category"), then the drawer offers it back at its top', async () => {
    fetchTree.mockReturnValue(answer(200, { categories: [pasta] }));
    render(<CategoryDrawer />);
    act(() => $overlay.set('categories'));
    expect(await screen.findByText('Pasta')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Torna a/ })).toBeNull();
    act(() => $overlay.set(null));

    localStorage.setItem(
      LAST_CATEGORY_KEY,
      JSON.stringify({ slug: 'pasta-secca', name: 'Pasta secca' }),
    );
    act(() => $overlay.set('categories'));
    expect(await screen.findByRole('link', { name: 'Torna a Pasta secca' })).toHaveAttribute(
      'href',
      '/category/pasta-secca',
    );
  });

  it('given the last category is the page shown, then the drawer does not offer it', async () => {
    fetchTree.mockReturnValue(answer(200, { categories: [pasta] }));
    localStorage.setItem(LAST_CATEGORY_KEY, JSON.stringify({ slug: 'pasta', name: 'Pasta' }));
    history.replaceState(null, '', '/category/pasta');
    render(<CategoryDrawer />);
    act(() => $overlay.set('categories'));
    expect(await screen.findByText('Pasta')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Torna a Pasta' })).toBeNull();
    history.replaceState(null, '', '/');
  });

  it('given a page, then nothing is asked before the drawer opens, and the loading text is ready', () => {
    render(<CategoryDrawer />);
    expect(fetchTree).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(
      'Caricamento delle categorie…',
    );
  });

  it('given the drawer opens, then the tree is asked once and shown; opening again asks nothing', async () => {
    fetchTree.mockReturnValue(answer(200, { categories: [pasta] }));
    render(<CategoryDrawer />);
    act(() => $overlay.set('categories'));
    expect(await screen.findByText('Pasta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tutto in Pasta' })).toHaveAttribute(
      'href',
      '/category/pasta',
    );
    expect(fetchTree).toHaveBeenCalledExactlyOnceWith(CATEGORY_TREE_PATH, expect.anything());
    act(() => $overlay.set(null));
    act(() => $overlay.set('categories'));
    expect(fetchTree).toHaveBeenCalledOnce();
  });

  it('given the server cannot give the tree, then it says so, and "Ricarica le categorie" tries again with the focus kept in the drawer', async () => {
    fetchTree.mockReturnValueOnce(answer(503, { categories: [] }));
    render(<CategoryDrawer />);
    act(() => $overlay.set('categories'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Non è stato possibile caricare le categorie.');

    fetchTree.mockReturnValueOnce(answer(200, { categories: [pasta] }));
    await userEvent.click(screen.getByRole('button', { name: 'Ricarica le categorie' }));
    expect(await screen.findByText('Pasta')).toBeInTheDocument();
    expect(fetchTree).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toHaveClass('category-drawer');
  });

  it('given a network failure or an answer of another shape, then it is a failure too', async () => {
    fetchTree.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<CategoryDrawer />);
    act(() => $overlay.set('categories'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    fetchTree.mockReturnValueOnce(answer(200, { tree: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Ricarica le categorie' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('given an empty tree, then it says the categories are not available', async () => {
    fetchTree.mockReturnValue(answer(200, { categories: [] }));
    render(<CategoryDrawer />);
    act(() => $overlay.set('categories'));
    expect(
      await screen.findByText('Le categorie non sono disponibili in questo momento.'),
    ).toBeInTheDocument();
  });
});
