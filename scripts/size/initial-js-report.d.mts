export declare const initialJsBudgetBytes: number;
export declare function initialScripts(html: string): string[];
export declare function initialJsSize(
  distDir: string,
  path: string,
): { path: string; files: { url: string; raw: number; gzip: number }[]; raw: number; gzip: number };
