export declare function ensureNginx(): string;
