import { LocalizedLink } from "./LocalizedLink";
import { Spinner } from "./Spinner";
import * as styles from "./Button.module.css";

export type ButtonSize = "base" | "lg" | "xl" | "full";
export type ButtonType = "primary" | "secondary" | "tertiary";

export interface ButtonProps {
  /** Render a link (to `to`) styled as a button instead of a <button>. */
  link?: boolean;
  size?: ButtonSize;
  type?: ButtonType;
  to?: string;
  textButton: string;
  /** Disables the button and shows a spinner next to the text. */
  loading?: boolean;
  htmlType?: "button" | "submit";
  disabled?: boolean;
  className?: string;
}

/** The site's one button, in the spec's sizes and types; also the link-that-looks-like-a-button. */
export function Button({
  link = false,
  size = "base",
  type = "primary",
  to = "/",
  textButton,
  loading = false,
  htmlType = "button",
  disabled = false,
  className,
}: ButtonProps) {
  const classes = [styles.button, styles[size], styles[type], className].filter(Boolean).join(" ");
  if (link) {
    return (
      <LocalizedLink to={to} className={classes}>
        {textButton}
      </LocalizedLink>
    );
  }
  return (
    <button
      type={htmlType}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner />}
      <span>{textButton}</span>
    </button>
  );
}
