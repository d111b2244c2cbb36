/** All message files merged into one catalogue. A key must be unique across files. */
import { pages } from './pages';
import { shell } from './shell';
import { ui } from './ui';

export const messages = {
  ...pages,
  ...shell,
  ...ui,
} as const;
