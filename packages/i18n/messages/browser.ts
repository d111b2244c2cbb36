/**
 * The part of the catalogue that ships to browsers: the areas whose texts islands, the ui-kit
 * and the SDK show on the client. The server renders everything else, so page JavaScript stays
 * within its budget (docs/adr/0006). `#messages` resolves here under the `browser` condition;
 * src/i18n/used-keys.test.ts proves client code finds every key it uses.
 */
import { request } from './request';
import { shell } from './shell';
import { ui } from './ui';

export const messages: Partial<Record<string, string>> = {
  ...shell,
  ...ui,
  ...request,
};
