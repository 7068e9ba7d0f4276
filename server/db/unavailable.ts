/**
 * When the database cannot take a write right now (stopped, frozen, unreachable, out of disk, read
 * only, or slower than its deadline), a request is answered 503 with Retry-After: the visitor's
 * outbox sends it again later and nothing is lost. Every other failure is a fault of the service.
 */
export class DatabaseUnavailable extends Error {
  override name = 'DatabaseUnavailable';
}

/**
 * SQLSTATE classes and codes that say "not now" rather than "not this request": connection
 * problems (08), insufficient resources such as a full disk (53), operator intervention such as a
 * shutdown or a cancelled statement (57), system errors such as I/O (58), a read-only session
 * (25006), an idle transaction ended by the server (25P03), and conflicts a retry resolves (40001,
 * 40P01).
 */
const unavailableClasses = ['08', '53', '57', '58'];
const unavailableCodes = new Set(['25006', '25P03', '40001', '40P01']);

/** Node's socket errors on the way to a database server. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * node-postgres says these in words only: a pool that found no session in time, and a session
 * that ended under a query.
 */
const driverMessages = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /connection ended/i,
  /client has encountered a connection error/i,
];

/** Pure: whether an error means the database cannot be used right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (error instanceof DatabaseUnavailable) return true;
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string') {
    if (networkCodes.has(code) || unavailableCodes.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && unavailableClasses.includes(code.slice(0, 2))) return true;
  }
  // PGlite's file system errors (Emscripten's ErrnoError): the disk under its folder failed or is full.
  if (name === 'ErrnoError') return true;
  return typeof message === 'string' && driverMessages.some((pattern) => pattern.test(message));
}

/** Emscripten's number for "no space left on device", as PGlite's file system reports it. */
export const enospcErrno = 51;

/** Pure: a full disk, as PostgreSQL (53100) or PGlite's file system (ENOSPC) says it. */
export function isDiskFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errno, name } = error as { code?: unknown; errno?: unknown; name?: unknown };
  return code === '53100' || code === 'ENOSPC' || (name === 'ErrnoError' && errno === enospcErrno);
}
