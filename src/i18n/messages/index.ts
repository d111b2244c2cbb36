/** All message files merged into one catalogue. A key must be unique across files. */
import { shell } from './shell';

export const messages = {
  ...shell,
} as const;
