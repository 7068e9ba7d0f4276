import type { DatabaseConnection, Dialect, Driver, PostgresPool, PostgresPoolClient, TransactionSettings } from 'kysely';
import type pg from 'pg';
import { DatabaseUnavailable } from './unavailable.ts';

/**
 * Deadlines on the client's side of the database. The server's own timeouts (statement_timeout)
 * cannot fire while the server is frozen or the network drops its packets: then only the client
 * can give up, and the session it gave up on must never be used again, since its answer may still
 * arrive and would be read as the answer to the next statement.
 */

/** A promise that rejects with DatabaseUnavailable after `ms`, unless `work` settles first. */
export function within<T>(work: Promise<T>, ms: number, what: string, onTimeout?: () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout?.();
      reject(new DatabaseUnavailable(`${what}: no answer from the database within ${ms} ms`));
    }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error as Error);
      },
    );
  });
}

/**
 * A node-postgres pool for Kysely whose sessions give up on a statement after `statementMs`. A
 * session that gave up is closed, its socket cut (an orderly goodbye would wait for the frozen
 * server), and the pool opens a new one on demand.
 */
export function poolWithDeadlines(pool: pg.Pool, statementMs: number): PostgresPool {
  // One wrapper per session: Kysely keeps its connection objects by the client it was given.
  const wrappers = new WeakMap<pg.PoolClient, ReturnType<typeof wrap>>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient & { checkOut(): void } => {
    let broken = false;
    // A session checked out of the pool has no error listener of the pool's: a server that ends
    // it between two statements would otherwise end the process with an unhandled 'error'.
    const onError = () => {
      broken = true;
    };
    const query = (text: string, parameters: ReadonlyArray<unknown>) => {
      if (broken) return Promise.reject(new DatabaseUnavailable('the session to the database was lost'));
      return within(client.query(text, [...parameters]), statementMs, 'statement', () => {
        broken = true;
      });
    };
    return {
      checkOut: () => client.on('error', onError),
      query: query as unknown as PostgresPoolClient['query'],
      release(destroy?: boolean) {
        client.removeListener('error', onError);
        if (!broken) {
          client.release(destroy === true);
          return;
        }
        wrappers.delete(client);
        client.release(true);
        (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      },
    };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      wrapper.checkOut();
      return wrapper;
    },
    end: () => pool.end(),
  };
}

/**
 * Any Kysely dialect with a deadline on getting a connection and on each statement: for PGlite,
 * whose one session is shared by turns, so a request waits for the one before it.
 */
export function dialectWithDeadlines(dialect: Dialect, { acquireMs, statementMs }: { acquireMs: number; statementMs: number }): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => new DriverWithDeadlines(dialect.createDriver(), acquireMs, statementMs),
  };
}

class DriverWithDeadlines implements Driver {
  readonly #inner: Driver;
  readonly #acquireMs: number;
  readonly #statementMs: number;
  readonly #innerOf = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(inner: Driver, acquireMs: number, statementMs: number) {
    this.#inner = inner;
    this.#acquireMs = acquireMs;
    this.#statementMs = statementMs;
  }

  init = () => this.#inner.init();
  destroy = () => this.#inner.destroy();

  async acquireConnection(): Promise<DatabaseConnection> {
    let gaveUp = false;
    const acquiring = this.#inner.acquireConnection();
    // A connection that arrives after its caller gave up goes straight back, or the queue stalls.
    void acquiring.then((late) => (gaveUp ? this.#inner.releaseConnection(late) : undefined)).catch(() => undefined);
    const inner = await within(acquiring, this.#acquireMs, 'waiting for the session', () => {
      gaveUp = true;
    });
    const statementMs = this.#statementMs;
    const outer: DatabaseConnection = {
      executeQuery: (query) => within(inner.executeQuery(query), statementMs, 'statement'),
      streamQuery: (query, chunkSize) => inner.streamQuery(query, chunkSize),
    };
    this.#innerOf.set(outer, inner);
    return outer;
  }

  // The driver's transaction statements go through the outer connection, so they have the deadline too.
  beginTransaction = (connection: DatabaseConnection, settings: TransactionSettings) => this.#inner.beginTransaction(connection, settings);
  commitTransaction = (connection: DatabaseConnection) => this.#inner.commitTransaction(connection);
  rollbackTransaction = (connection: DatabaseConnection) => this.#inner.rollbackTransaction(connection);

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#inner.releaseConnection(this.#innerOf.get(connection) ?? connection);
  }
}
