/** Texts of the installable web app's manifest (src/pages/manifest.webmanifest.ts): server only. */
export const webApp = {
  'webApp.name': 'Sporta — la spesa online',
  'webApp.shortName': 'Sporta',
  'webApp.description':
    'Fai la spesa online: consegna a casa, ritiro in negozio o al locker, nella fascia oraria che scegli.',
} as const;
