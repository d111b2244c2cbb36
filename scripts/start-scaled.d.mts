import type { CmsAdmin, StartCmsOptions } from '../cms/wordpress.mjs';

export interface ScaledShop {
  /** Varnish, in front of every process: the shop's address. */
  url: string;
  /** Each storefront process, directly. */
  instances: string[];
  apiUrl: string;
  cmsUrl: string;
  /** Undefined when CMS_URL named a WordPress already running. */
  cmsAdmin: CmsAdmin | undefined;
  stop(): Promise<void>;
}

export interface StartScaledOptions {
  host?: string;
  /** Varnish's port (default 4321); the processes take the next ones unless `instancePorts`. */
  port?: number;
  instances?: number;
  instancePorts?: number[];
  purgeSecret?: string;
  /** Options of the reference backend's startBackend (port, dataDir, reset…). */
  backend?: Record<string, unknown>;
  cms?: StartCmsOptions;
  log?: (line: string) => void;
}

export declare function startScaled(options?: StartScaledOptions): Promise<ScaledShop>;

export interface StartScaledScratchOptions {
  /** A directory of the caller's: the backend's and WordPress's data go under it, afresh. */
  scratch: string;
  purgeSecret: string;
  /** Storefront processes (default 2). */
  instances?: number;
  log?: (line: string) => void;
}

export declare function startScaledScratch(options: StartScaledScratchOptions): Promise<ScaledShop>;
