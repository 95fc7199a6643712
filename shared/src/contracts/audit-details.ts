import { encodeCoded, readCoded, type CodedText, type LegacyRule } from "./coded-text";

/**
 * What an audit entry's detail can say: each a code with the parameters it carries, which the
 * dashboard words in the admin's language.
 */
const AUDIT_DETAIL_PARAMS = {
  // Why a sign-in or a change was refused.
  "unknown-username": [],
  "wrong-password": [],
  "wrong-code": [],
  /** A recovery code typed again at the sign-in's code step. */
  "used-recovery-code": [],
  "too-many-from-address": [],
  "too-many-tries": [],
  /** A two-factor change refused: step (turn-on, turn-off, renew-codes), why (one of the above). */
  "two-factor-refused": ["step", "why"],
  // How a sign-in was proven.
  "with-authenticator-code": [],
  "with-recovery-code": [],
  // Who reset a password or removed an authenticator on the server.
  "command-line": [],
  "admin-password-at-start": [],
  // Sessions.
  "other-sessions-ended": ["count"],
  "this-session": [],
  "another-session": [],
  "every-other-session": ["count"],
  // Builds.
  /** "Rebuild now" with a note. */
  "rebuild-note": ["note"],
  succeeded: [],
  failed: [],
  /** An upload. */
  file: ["type", "width", "height", "bytes"],
  /** An item published, unpublished or deleted; scheduledFor (ISO) when it waits. */
  item: ["path", "scheduledFor"],
  /** A published item saved: comma-separated field names. */
  fields: ["fields"],
  /** An old save restored. */
  restored: ["version"],
  /** A lead's new status. */
  "lead-status": ["to"],
  /** Leads exported as CSV: the filter is a query string, empty for all. */
  "leads-exported": ["count", "filter"],
} as const satisfies Record<string, readonly string[]>;

export const AUDIT_DETAIL_CODES = Object.keys(AUDIT_DETAIL_PARAMS) as AuditDetailCode[];
/** The codes worded as themselves, without parameters. */
export const PLAIN_AUDIT_DETAILS: ReadonlySet<string> = new Set(
  AUDIT_DETAIL_CODES.filter((code) => AUDIT_DETAIL_PARAMS[code].length === 0),
);
export type AuditDetailCode = keyof typeof AUDIT_DETAIL_PARAMS;

/** A detail as the log stores it. */
export const auditDetail = <C extends AuditDetailCode>(
  code: C,
  params: { [P in (typeof AUDIT_DETAIL_PARAMS)[C][number]]?: string | number | null } = {},
): string => encodeCoded(code, params);

const simple = (code: AuditDetailCode) => (): CodedText => ({ code, params: {} });
const STEPS: Record<string, string> = {
  "turning it on": "turn-on",
  "turning it off": "turn-off",
  "new recovery codes": "renew-codes",
};
const WHY: Record<string, AuditDetailCode> = {
  "wrong password": "wrong-password",
  "wrong code": "wrong-code",
  "too many tries from this address": "too-many-from-address",
  "too many tries: waiting before the next one": "too-many-tries",
};

// The English sentences the log stored before details were coded; old entries still read well.
const LEGACY: LegacyRule[] = [
  [/^unknown username$/, simple("unknown-username")],
  [/^wrong password$/, simple("wrong-password")],
  [/^wrong (?:authenticator )?code$/, simple("wrong-code")],
  [/^too many tries from this address$/, simple("too-many-from-address")],
  [/^too many tries: waiting before the next one$/, simple("too-many-tries")],
  [
    /^(turning it on|turning it off|new recovery codes): (.+)$/,
    (m) => ({
      code: "two-factor-refused",
      params: { step: STEPS[m[1]!]!, why: WHY[m[2]!] ?? "wrong-code" },
    }),
  ],
  [/^with an authenticator code$/, simple("with-authenticator-code")],
  [/^with a recovery code$/, simple("with-recovery-code")],
  [/^command line$/, simple("command-line")],
  [/^ADMIN_PASSWORD at start$/, simple("admin-password-at-start")],
  [
    /^(\d+) other session\(s\) ended$/,
    (m) => ({ code: "other-sessions-ended", params: { count: m[1]! } }),
  ],
  [/^this session$/, simple("this-session")],
  [/^another session$/, simple("another-session")],
  [
    /^every other session \((\d+)\)$/,
    (m) => ({ code: "every-other-session", params: { count: m[1]! } }),
  ],
  [/^succeeded$/, simple("succeeded")],
  [/^failed$/, simple("failed")],
  [
    /^([\w.+-]+\/[\w.+-]+), (\d+)×(\d+), (\d+) bytes$/,
    (m) => ({ code: "file", params: { type: m[1]!, width: m[2]!, height: m[3]!, bytes: m[4]! } }),
  ],
  [
    /^(\/[^,]*\/)(?:, scheduled for (\S+))?$/,
    (m) => ({ code: "item", params: { path: m[1]!, ...(m[2] ? { scheduledFor: m[2] } : {}) } }),
  ],
];

/** An entry's detail as a code, or null when it is free text (shown as it was recorded). */
export const readAuditDetail = (detail: string): CodedText | null =>
  readCoded(detail, AUDIT_DETAIL_CODES, LEGACY);
