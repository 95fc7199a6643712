import type { FieldError, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "gatsby-plugin-react-i18next";

/** Marks an error whose message came from the server, already in the page's language. */
export const SERVER_ERROR = "server";

/**
 * The text to show for a field's error. Client-side messages are keys into errors.json (the
 * API's schemas and the forms share them); the server's arrive translated. An unknown key
 * falls back to a general "not valid" rather than showing the key.
 */
export function useErrorText() {
  const { t } = useTranslation("errors");
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    if (error.type === SERVER_ERROR) return error.message;
    return t([`errors:${error.message}`, "errors:validation.invalid"]);
  };
}

/** Puts the server's field messages on the form's fields; focuses the first one. */
export function applyServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fieldErrors: Record<string, string>,
  fields: readonly Path<Values>[],
): void {
  const known = fields.filter((field) => fieldErrors[field] !== undefined);
  known.forEach((field, index) => {
    setError(
      field,
      { type: SERVER_ERROR, message: fieldErrors[field] },
      { shouldFocus: index === 0 },
    );
  });
}
