/** The facilitated-delivery request: what other features may use (the page's paths). */
export { FACILITATED_PATH, FACILITATED_SUCCESS_PATH } from './facilitated-request';
