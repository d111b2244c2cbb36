/**
 * Texts of the mobile app's page side (src/features/native-app): the notification shown when a
 * push arrives while the app is open (spec: account §2 "In the foreground a notification is
 * shown and confirming it navigates"). Registered by that module, loaded only inside the app.
 */
export const nativeApp = {
  'app.push.title': 'Nuova notifica',
  'app.push.open': 'Apri',
} as const;
