export declare function tooManyText(seconds: number): string;
export declare function guessLimitsVcl(factor?: number): string;
