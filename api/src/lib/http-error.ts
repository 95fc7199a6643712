import type { ErrorCode } from "@leca/shared/contracts";

type Vars = Record<string, string | number>;

export interface HttpErrorOptions {
  /** Values for {{placeholders}} in the messages. */
  vars?: Vars;
  /**
   * Field name -> message key, shown on the form field it belongs to; with its own values when
   * two fields' messages need different ones.
   */
  fields?: Record<string, string | { key: string; vars: Vars }>;
  headers?: Record<string, string>;
  details?: Record<string, unknown>;
}

/**
 * An error a client can act on. It carries message keys, not text: the error handler writes the
 * text in the caller's language (locales/<lang>/errors.json).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly options: HttpErrorOptions = {},
  ) {
    super(`${code}: ${messageKey}`);
    this.name = "HttpError";
  }
}

export const notFound = (key = "server.notFound") => new HttpError(404, "NOT_FOUND", key);
export const validationError = (fields: HttpErrorOptions["fields"], vars?: Vars) =>
  new HttpError(400, "VALIDATION_FAILED", "validation.failed", { fields, vars });
