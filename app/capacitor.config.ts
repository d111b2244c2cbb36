/**
 * The Sporta app: Capacitor's web view on the shop itself (server.url), not on a copy of it, so
 * the app is always the shop's current build (its version check tells when the app itself is
 * old). Settings from the environment at `npx cap sync` (README.md "Settings"); unset = the
 * development app on the development shop as an Android emulator reaches it.
 */
import type { CapacitorConfig } from '@capacitor/cli';

const shopUrl = process.env.SPORTA_SHOP_URL ?? 'http://10.0.2.2:4321';

const config: CapacitorConfig = {
  appId: process.env.SPORTA_APP_ID ?? 'it.sporta.app.dev',
  appName: 'Sporta',
  // Only the bridge (scripts/build-bridge.mjs) and the page shown before the shop answers.
  webDir: 'www',
  server: {
    url: shopUrl,
    // Plain http only for a development shop; a production shop is https (PUBLIC_SITE_URL).
    cleartext: shopUrl.startsWith('http:'),
  },
  plugins: {
    // In the foreground the shop shows the push as its own toast (bridge.ts): no system banner.
    PushNotifications: { presentationOptions: [] },
  },
};

export default config;
