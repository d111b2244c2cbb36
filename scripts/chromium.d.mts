export declare const CHROMIUM_FLAGS: string[];
export declare function findChromium(env?: NodeJS.ProcessEnv): string | undefined;
export declare function requireChromium(env?: NodeJS.ProcessEnv): string;
export declare function ensureChromium(env?: NodeJS.ProcessEnv): string;
