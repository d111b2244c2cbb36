/** All message files merged into one catalogue. A key must be unique across files. */
import { errors } from './errors';
import { pages } from './pages';
import { shell } from './shell';
import { ui } from './ui';

export const messages = {
  ...errors,
  ...pages,
  ...shell,
  ...ui,
} as const;
