/**
 * spec: account §9 "Client identifies as 'site', version string 5.11.11". A module of its own,
 * without imports, so the storefront's build config can read it (astro.config.mjs: the build's
 * default app version).
 */
export const EBSN_VERSION = '5.11.11';
