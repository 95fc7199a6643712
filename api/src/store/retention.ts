/**
 * How long a session family is kept after its absolute end (expiresAt) before the store deletes
 * it: SQLite at each login, MongoDB through a TTL index. An access token may outlive its family's
 * end by up to ACCESS_TOKEN_TTL (at most 15 minutes) and stops working once its row is gone, so
 * an hour's margin means the cleanup never cuts a token short; refresh refuses the family anyway.
 */
export const ENDED_SESSION_KEEP_MS = 60 * 60 * 1000;
