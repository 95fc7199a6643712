import { useId, type ReactNode } from "react";

interface AlertProps {
  tone: "error" | "warning" | "info";
  title?: string;
  children?: ReactNode;
}

/** Errors interrupt (role=alert); warnings and notes are announced politely (role=status). */
export function Alert({ tone, title, children }: AlertProps) {
  const titleId = useId();
  return (
    <div
      className={`alert alert--${tone}`}
      role={tone === "error" ? "alert" : "status"}
      aria-labelledby={title ? titleId : undefined}
    >
      {title && (
        <p id={titleId} className="alert__title">
          {title}
        </p>
      )}
      {children}
    </div>
  );
}
