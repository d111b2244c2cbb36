/** Default texts of @sporta/ui-kit: the shell's own components (dialogs, drawers, toasts), shipped to every page (issue 6); keys prefixed `ui.`. */
export const ui = {
  'ui.dialog.close': 'Chiudi',
  'ui.toast.region': 'Notifiche',
} as const;
