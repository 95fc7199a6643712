import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from "react";
import { LengthCounter, type LengthLimit } from "./length-counter";

interface FieldOwnProps {
  label: string;
  /** The server's or the form's words, shown under the control and read with it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** A state of the value worth hearing with it (a translation out of date), under the hint. */
  note?: ReactNode;
  /** A length limit: shown with a live count under the control, before any attempt. */
  limit?: LengthLimit | undefined;
}

interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

function FieldShell(
  props: FieldOwnProps & { id: string | undefined; render: (control: ControlProps) => ReactNode },
) {
  const generated = useId();
  const id = props.id ?? generated;
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const describedBy = [
    props.hint ? hintId : "",
    props.note ? noteId : "",
    props.limit ? countId : "",
    props.error ? errorId : "",
  ]
    .join(" ")
    .trim();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      {props.hint && (
        <p id={hintId} className="field__hint">
          {props.hint}
        </p>
      )}
      {props.note && (
        <div id={noteId} className="field__note">
          {props.note}
        </div>
      )}
      {props.render({
        id,
        "aria-invalid": props.error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {props.limit && <LengthCounter id={countId} limit={props.limit} />}
      {props.error && (
        <p id={errorId} className="field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & FieldOwnProps;

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, error, hint, note, limit, id, className, ...input },
  ref,
) {
  const shell = { label, error, hint, note, limit, id };
  return (
    <FieldShell
      {...shell}
      render={(control) => (
        <input ref={ref} className={`control ${className ?? ""}`} {...control} {...input} />
      )}
    />
  );
});

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldOwnProps;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { label, error, hint, note, limit, id, className, ...textarea },
  ref,
) {
  const shell = { label, error, hint, note, limit, id };
  return (
    <FieldShell
      {...shell}
      render={(control) => (
        <textarea ref={ref} className={`control ${className ?? ""}`} {...control} {...textarea} />
      )}
    />
  );
});
