import { forwardRef, type InputHTMLAttributes } from "react";
import { controlClass, FieldShell, type FieldProps } from "./field-parts";

type Props = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "className">;

/** A labelled single-line input with its hint and error message. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, hint, className, type = "text", ...input },
  ref,
) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(aria) => (
        <input ref={ref} type={type} className={controlClass(error)} {...aria} {...input} />
      )}
    </FieldShell>
  );
});
