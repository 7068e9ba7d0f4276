#!/usr/bin/env node
// `npm run bench:api`: a bounded burst against the site API on loopback, on PostgreSQL (a
// throwaway server, scripts/postgres.mjs) and on PGlite. Paced at BENCH_RATE requests per second
// (default 200) for BENCH_COUNT requests (default 2000), every idempotency key sent four times,
// the repeats close together, after one second of the same traffic that is not counted (warm-up). Reports throughput, p50/p99 latency, and whether the database
// holds exactly one row per key. Budget on PostgreSQL: p99 ≤ 50 ms at 200 requests per second.
// The load generator shares the process (and the machine's cores) with the service: the figures
// are on the pessimistic side. The throwaway PostgreSQL server runs with fsync off like the test
// server, since on a shared development disk the flush, not the service, decides the latency;
// BENCH_PG_DURABLE=1 turns fsync on to see that cost too.
// Bounded: at most 20 000 requests, no new ones after 60 s, each given up after 10 s.
import { serve } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { parseConfig } from '../../server/config.ts';
import { createService } from '../../server/service.ts';
import { startPostgres } from '../postgres.mjs';

const rate = Number(process.env.BENCH_RATE ?? 200);
const count = Math.min(Number(process.env.BENCH_COUNT ?? 2000), 20_000);
const repeats = 4;
const warmUpCount = rate;
const budgetMs = 50;

const body = JSON.stringify({ problem: 'The menu cannot be reached with the keyboard.', location: '/shop', name: '', email: '', locale: 'de' });

async function burst(label: string, env: Record<string, string>) {
  const config = parseConfig({ SITE_ORIGIN: 'http://127.0.0.1:1', API_PORT: '0', ...env });
  const service = await createService(config);
  const server = serve({ fetch: service.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((ready) => server.once('listening', ready));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/accessibility-feedback`;
  const run = `${Date.now().toString(36)}${label}`;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const answeredKeys = new Set<string>();
  const warmUpLatencies: number[] = [];
  // Sends `total` requests paced at `rate` per second, keeping each one's latency in `into`;
  // `onAnswer` hears each status (0: no answer) of the requests that count.
  const pace = async (total: number, keyPrefix: string, into: number[], onAnswer?: (key: string, status: number) => void) => {
    const started = performance.now();
    const deadline = started + 60_000;
    const sends: Promise<void>[] = [];
    for (let index = 0; index < total && performance.now() < deadline; index += 1) {
      const due = started + (index * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const key = `${keyPrefix}-${Math.floor(index / repeats)}`;
      const sent = performance.now();
      sends.push(
        fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body, signal: AbortSignal.timeout(10_000) })
          .then(async (response) => {
            await response.arrayBuffer();
            return response.status;
          })
          .catch(() => 0)
          .then((status) => onAnswer?.(key, status))
          .finally(() => into.push(performance.now() - sent)),
      );
    }
    await Promise.all(sends);
    return (performance.now() - started) / 1000;
  };
  // The measured burst is the service in steady state, as it is once it has run a while: the
  // first second of traffic after a start (the load generator's sockets, the code's first runs
  // through the optimiser) is sent first and not counted.
  await pace(warmUpCount, `warm-${run}`, warmUpLatencies);
  const seconds = await pace(count, `bench-${run}`, latencies, (key, status) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status === 201) answeredKeys.add(key);
  });
  const keys = Math.ceil(latencies.length / repeats);
  // Requests given up by the client may still be taken by the service: give them a moment to land.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const rows = await sql<{ key: string; rows: number }>`SELECT idempotency_key AS key, count(*)::int AS rows FROM submissions WHERE idempotency_key LIKE ${`bench-${run}-%`} GROUP BY idempotency_key`.execute(service.database.db);
  server.close();
  await service.close();
  latencies.sort((a, b) => a - b);
  warmUpLatencies.sort((a, b) => a - b);
  const quantile = (values: number[], q: number) => values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;
  const at = (q: number) => quantile(latencies, q);
  const stored = new Map(rows.rows.map((row) => [row.key, row.rows]));
  const storedRows = [...stored.values()].reduce((sum, value) => sum + value, 0);
  return {
    label,
    requests: latencies.length,
    seconds,
    throughput: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    warmUpP99: quantile(warmUpLatencies, 0.99),
    ok: statuses.get(201) ?? 0,
    failed: latencies.length - (statuses.get(201) ?? 0),
    // No key stored twice, and every key the service answered with 201 is stored.
    onePerKey: [...stored.values()].every((value) => value === 1) && [...answeredKeys].every((key) => stored.get(key) === 1),
    keys,
    answeredKeys: answeredKeys.size,
    rows: storedRows,
  };
}

const results = [];
const postgres = startPostgres({ port: Number(process.env.BENCH_PG_PORT ?? 54331), durable: process.env.BENCH_PG_DURABLE === '1' });
try {
  results.push(await burst('postgres', { DATABASE_URL: postgres.url }));
} finally {
  postgres.stop();
}
const dir = mkdtempSync(join(tmpdir(), 'lumi-bench-pglite-'));
try {
  results.push(await burst('pglite', { API_DATA_DIR: dir }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const load = loadavg().map((value) => value.toFixed(2)).join(' ');
const fsync = process.env.BENCH_PG_DURABLE === '1' ? 'on' : 'off';
console.info(`\nSite API burst: ${count} requests at ${rate}/s, each key ${repeats} times (loopback, PostgreSQL fsync ${fsync}); load average ${load} on ${availableParallelism()} cores\n`);
console.info('| database | requests | throughput (req/s) | p50 (ms) | p99 (ms) | p99 of the first second after start (ms) | 201 | failed | keys sent | keys answered 201 | rows | one row per key |');
console.info('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.info(`| ${r.label} | ${r.requests} | ${r.throughput.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.warmUpP99.toFixed(1)} | ${r.ok} | ${r.failed} | ${r.keys} | ${r.answeredKeys} | ${r.rows} | ${r.onePerKey ? 'yes' : 'NO'} |`);
}
const pg = results.find((r) => r.label === 'postgres');
const withinBudget = pg !== undefined && pg.p99 <= budgetMs;
console.info(`\nBudget on PostgreSQL (p99 ≤ ${budgetMs} ms at ${rate} req/s): ${withinBudget ? 'met' : 'NOT met'}`);
process.exit(results.every((r) => r.onePerKey && r.failed === 0) ? 0 : 1);
