/** WordPress content client of @sporta/sdk (account §7 "Content management"). */
export {
  CONTENT_PER_PAGE,
  type ContentClient,
  type ContentClientOptions,
  type ContentPage,
  createContentClient,
  type PostQuery,
  SEARCH_PER_PAGE,
  TAXONOMY_PER_PAGE,
} from './content-client';
export { ContentError } from './content-error';
export type { MenuItem } from './schemas';
