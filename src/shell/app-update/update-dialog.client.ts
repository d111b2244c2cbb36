/** Mounts the update dialog (UpdateDialog.tsx) the first time a newer version is out. */
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import UpdateDialog, { type UpdateDialogProps } from './UpdateDialog';

let root: Root | undefined;

export function showUpdateDialog(props: Omit<UpdateDialogProps, 'open'>): void {
  if (!root) {
    const holder = document.createElement('div');
    holder.dataset.updateDialog = '';
    document.body.append(holder);
    root = createRoot(holder);
  }
  const render = (open: boolean) =>
    root?.render(
      createElement(UpdateDialog, {
        ...props,
        open,
        onLater: () => {
          render(false);
          props.onLater();
        },
      }),
    );
  render(true);
}
