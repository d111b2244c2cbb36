/**
 * The category drawer (spec: shopping §1, §2 "Category tree menu"): three levels of categories,
 * asked of the server the first time the drawer opens (drawer-tree.ts) rather than carried by
 * every page. Says while the tree loads, and when it cannot, with a button to try again. An
 * island hydrated on intent (`client:intent="categories"`, src/app/Page.astro); until it is live,
 * the dialog the shell opens shows the server-rendered loading text. At its top, the last category
 * the shopper looked at (last-category.ts; spec: shopping §9 "Persisted locally: category"), read
 * when the drawer opens — the server has no such memory, so the first render never shows it.
 */
import { useStore } from '@nanostores/react';
import { addMessages, t } from '@sporta/i18n';
import { categoryDrawer } from '@sporta/i18n/messages/category-drawer';
import { CategoryTree, Drawer } from '@sporta/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useIslandStore } from '../../../platform/shopper/use-island-store';
import { $overlay, closeOverlay } from '../../../shell/overlay/overlay';
import { $drawerTree, loadDrawerTree } from './drawer-tree';
import { type LastCategory, lastCategory } from './last-category';
import './category-drawer.css';

addMessages(categoryDrawer);

export default function CategoryDrawer() {
  const open = useIslandStore($overlay) === 'categories';
  const tree = useStore($drawerTree);
  const content = useRef<HTMLDivElement>(null);
  const [last, setLast] = useState<LastCategory | undefined>(undefined);
  useEffect(() => {
    if (!open) return;
    // On the last category's own page there is nothing to go back to.
    const remembered = lastCategory();
    const here = location.pathname.replace(/\/+$/, '') === `/category/${remembered?.slug}`;
    setLast(here ? undefined : remembered);
    void loadDrawerTree();
  }, [open]);

  const retry = () => {
    // The button goes with the message: the focus waits on the drawer's content, so the next
    // Tab leads into the tree (or back to the button) rather than to the top of the dialog.
    content.current?.focus();
    void loadDrawerTree();
  };

  return (
    <Drawer
      id="drawer-categories"
      side="left"
      open={open}
      onClose={closeOverlay}
      title={t('drawer.categories.title')}
    >
      <div ref={content} className="category-drawer" tabIndex={-1}>
        {last && (
          <p className="category-drawer__last">
            <a href={`/category/${last.slug}`}>
              {t('drawer.categories.last', { name: last.name })}
            </a>
          </p>
        )}
        {tree.state === 'ready' ? (
          tree.categories.length > 0 ? (
            <CategoryTree categories={tree.categories} />
          ) : (
            <p>{t('drawer.categories.empty')}</p>
          )
        ) : tree.state === 'failed' ? (
          <div role="alert">
            <p>{t('drawer.categories.failed')}</p>
            {/* A plain button: the ui-kit's Button would be a chunk shared with the login form,
                which /login's 100 KB budget cannot pay for. */}
            <button type="button" className="category-drawer__retry" onClick={retry}>
              {t('drawer.categories.retry')}
            </button>
          </div>
        ) : (
          <p role="status">{t('drawer.categories.loading')}</p>
        )}
      </div>
    </Drawer>
  );
}
