/** POST /api/content/purge: the address cms/README.md documents; same endpoint as /api/content-purge. */
export { POST } from '../content-purge';
