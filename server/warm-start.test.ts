import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { onPostgres, startService } from './testing/harness.ts';

// The real compiler, counted: the contract must be compiled while the service starts, not while
// its first visitor waits.
const compiles = vi.hoisted(() => ({ count: 0 }));
vi.mock('./contract/compile.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./contract/compile.ts')>();
  return {
    ...actual,
    compileContract: (specText: string) => {
      compiles.count += 1;
      return actual.compileContract(specText);
    },
  };
});

describe('a started service is warm', () => {
  it('has compiled the contract before its first request, and only once', async () => {
    expect(compiles.count).toBe(0);
    const service = await startService();
    try {
      expect(compiles.count).toBe(1);
      await service.post('/accessibility-feedback', { problem: 'The font is too small.', location: '/faq', name: '', email: '', locale: 'en' });
      expect(compiles.count).toBe(1);
    } finally {
      await service.close();
    }
  });

  it.runIf(onPostgres)('holds its PostgreSQL connections open before its first request', async () => {
    const service = await startService();
    try {
      const open = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'lumi-site-api' AND datname = current_database()`.execute(
        service.database.db,
      );
      expect(open.rows[0]?.n).toBe(service.config.databasePoolSize);
    } finally {
      await service.close();
    }
  });

  it.runIf(onPostgres)('answers on when the server ends its idle connections', async () => {
    const service = await startService();
    const admin = new pg.Client({ connectionString: service.config.databaseUrl });
    await admin.connect();
    try {
      const ended = await admin.query<{ ended: boolean }>(
        "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = 'lumi-site-api' AND datname = current_database()",
      );
      expect(ended.rows.length).toBe(service.config.databasePoolSize);
      // The pool learns of the ended sessions from their sockets.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const response = await service.post('/accessibility-feedback', {
        problem: 'The font is too small.',
        location: '/faq',
        name: '',
        email: '',
        locale: 'en',
      });
      expect(response.status).toBe(201);
    } finally {
      await admin.end();
      await service.close();
    }
  });
});
