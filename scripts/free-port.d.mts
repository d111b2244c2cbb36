/** scripts/free-port.mjs */
export declare function freePort(): Promise<number>;
