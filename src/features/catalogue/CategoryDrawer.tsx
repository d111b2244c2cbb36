/**
 * The category drawer (spec: shopping §1, §2 "Category tree menu"): the server-rendered tree
 * comes in as children; the catalogue issue fills it. An island hydrated on intent
 * (`client:intent="categories"`).
 */
import { useStore } from '@nanostores/react';
import { t } from '@sporta/i18n';
import { Drawer } from '@sporta/ui-kit';
import type { ReactNode } from 'react';
import { $overlay, closeOverlay } from '../../shell/overlay';

export default function CategoryDrawer({ children }: { children?: ReactNode }) {
  return (
    <Drawer
      id="drawer-categories"
      side="left"
      open={useStore($overlay) === 'categories'}
      onClose={closeOverlay}
      title={t('drawer.categories.title')}
    >
      {children}
    </Drawer>
  );
}
