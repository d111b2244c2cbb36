/**
 * Default texts of @sporta/ui-kit: the shell's own components (dialogs, drawers, toasts),
 * shipped to every page (issue 6). The other components' texts are in the ui-*.ts files.
 */
export const ui = {
  'ui.dialog.close': 'Chiudi',
  'ui.toast.region': 'Notifiche',
  /** The delete button of a row (cart line, address): 'Elimina Latte intero'. */
  'ui.delete': 'Elimina {name}',
} as const;
