export interface CmsAdmin {
  user: string;
  password: string;
  /** For REST with HTTP Basic auth: `${user}:${applicationPassword}`. */
  applicationPassword: string;
}

export interface CmsHandle {
  /** http://127.0.0.1:PORT, no trailing slash. */
  url: string;
  dataDir: string;
  admin: CmsAdmin;
  /** Ends PHP's server and its workers; resolves when they are gone. */
  stop(): Promise<void>;
}

export interface StartCmsOptions {
  /** Default CMS_PORT or 9400. */
  port?: number;
  /** Default CMS_DATA_DIR or <repo>/.data/wordpress. */
  dataDir?: string;
  /** Wipe the data dir, install and seed again. */
  reset?: boolean;
  /** Default STOREFRONT_PURGE_URL; empty = no purge calls. */
  purgeUrl?: string;
  /** Default CONTENT_PURGE_SECRET. */
  purgeSecret?: string;
  previewSecret?: string;
  /** PHP worker processes, default 4. */
  workers?: number;
  log?: (line: string) => void;
}

export declare const DEFAULT_PORT: number;
export declare const DEFAULT_DATA_DIR: string;
export declare const READY_ROUTE: string;
export declare function startCms(options?: StartCmsOptions): Promise<CmsHandle>;
