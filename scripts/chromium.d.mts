export declare const CHROMIUM_FLAGS: string[];
export declare function findChromium(env?: NodeJS.ProcessEnv): string | undefined;
export declare function requireChromium(env?: NodeJS.ProcessEnv): string;
export declare function ensureChromium(env?: NodeJS.ProcessEnv): string;
/** The browser the tests drive and the flags to launch it with. */
export interface TestBrowser {
  executablePath: string;
  args: string[];
}
export declare function findTestBrowser(env?: NodeJS.ProcessEnv): TestBrowser | undefined;
export declare function requireTestBrowser(env?: NodeJS.ProcessEnv): TestBrowser;
/** The Debian package the tests' browser needs: the headless shell, unless one is there or CHROME_PATH is set. */
export declare function testBrowserPackagesNeeded(env?: NodeJS.ProcessEnv): string[];
