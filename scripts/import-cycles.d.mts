/** scripts/import-cycles.mjs */
export declare function importsOf(file: string): string[];
export declare function importGraph(folders: string[]): Map<string, string[]>;
export declare function findCycles(graph: Map<string, string[]>): string[][];
