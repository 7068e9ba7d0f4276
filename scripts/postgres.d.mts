export function startPostgres(options?: { port?: number; durable?: boolean }): { url: string; stop(): void };
