export declare const chromiumArgs: string[];
export declare function findChromium(): string | undefined;
export declare function ensureChromium(): string;
