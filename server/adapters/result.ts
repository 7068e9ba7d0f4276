/** What an adapter answers: never a thrown error. `error` names what failed, without personal data. */
export type Result<T = undefined> = { ok: true; value: T } | { ok: false; error: string };
