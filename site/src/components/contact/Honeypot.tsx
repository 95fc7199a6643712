import type { InputHTMLAttributes } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: string };

/**
 * A field people never see or reach (hidden, out of the tab order, unannounced) and so leave
 * empty; form-filling bots fill it, and the server then drops their message.
 */
export function Honeypot({ label, id = "contact-website", ...input }: Props) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
