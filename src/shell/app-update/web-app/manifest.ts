/**
 * The web app manifest (issue 30 "Installable web app"): what a browser needs to install the shop
 * — names and description from the catalogue, the theme's colours (spec: shopping §9 "Theme":
 * primary orange, as the `theme-color` of Shell.astro), icons drawn from public/favicon.svg by
 * scripts/make-icons.mjs (the maskable one keeps its mark in the safe zone).
 */
import { t } from '@sporta/i18n';

/** The theme's primary orange (ui-kit tokens.css `--sp-color-primary`), also Shell.astro's theme-color. */
export const THEME_COLOR = '#b84a00';
/** The splash screen behind the icon while the app starts: the page's own background. */
export const BACKGROUND_COLOR = '#ffffff';
export const MANIFEST_PATH = '/manifest.webmanifest';

export function webAppManifest() {
  return {
    name: t('webApp.name'),
    short_name: t('webApp.shortName'),
    description: t('webApp.description'),
    lang: 'it',
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping', 'food'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
