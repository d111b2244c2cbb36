export declare function findVarnishd(env?: NodeJS.ProcessEnv): string | undefined;
export declare function requireVarnishd(env?: NodeJS.ProcessEnv): string;
export declare function ensureVarnishd(env?: NodeJS.ProcessEnv): string;
/** The Debian packages `ensureVarnishd` would install (varnish, varnish-modules). */
export declare function varnishPackagesNeeded(env?: NodeJS.ProcessEnv): string[];
export declare function backendsVcl(
  origins: string[],
  purgeSecret: string,
  options?: { factor?: number },
): string;
export declare function startVarnish(options: {
  host?: string;
  port: number;
  backends: string[];
  purgeSecret: string;
  rateLimitFactor?: number;
  log?: (line: string) => void;
}): Promise<{ url: string; stop(): Promise<void> }>;
