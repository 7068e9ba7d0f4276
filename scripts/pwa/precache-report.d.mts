export declare const precacheBudgetBytes: number;
export declare function precacheEntries(distDir: string): string[];
export declare function precacheSizes(distDir: string): {
  raw: number;
  gzip: number;
  entries: number;
  kinds: Record<string, { files: number; raw: number; gzip: number }>;
};
