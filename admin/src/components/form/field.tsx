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

/** The field's own props go to its shell, the rest to its control (a given id labels it). */
type ShellKeys = keyof FieldOwnProps | "id" | "className";
type ControlOf<P> = ControlProps & { className: string } & Omit<P, ShellKeys>;

/** A labelled field around one control, which carries the `control` class beside its own. */
function shellAround<
  P extends FieldOwnProps & { id?: string | undefined; className?: string | undefined },
>(
  { label, error, hint, note, limit, id, className, ...rest }: P,
  control: (props: ControlOf<P>) => ReactNode,
) {
  return (
    <FieldShell
      {...{ label, error, hint, note, limit, id }}
      render={(aria) => control({ className: `control ${className ?? ""}`, ...aria, ...rest })}
    />
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & FieldOwnProps;

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(props, ref) {
  return shellAround(props, (control) => <input ref={ref} {...control} />);
});

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldOwnProps;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(
  function TextAreaField(props, ref) {
    return shellAround(props, (control) => <textarea ref={ref} {...control} />);
  },
);
