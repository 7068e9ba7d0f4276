export function startPostgres(options?: { port?: number }): { url: string; stop(): void };
