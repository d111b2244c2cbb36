/**
 * Texts of the modal notification (spec: shopping §8 "Codes listed in a configuration list
 * (showInPopupCode) show as a modal notification instead of a toast"); its titles are the
 * toasts' (shell.ts). Added by src/shell/overlay/MessagePopup.tsx when a listed code first arrives.
 */
export const messagePopup = {
  'messagePopup.ok': 'Ho capito',
} as const;
