import type { ReactNode } from "react";

interface AlertProps {
  tone: "error" | "warning" | "info";
  title?: string;
  children?: ReactNode;
}

/** Errors interrupt (role=alert); warnings and notes are announced politely (role=status). */
export function Alert({ tone, title, children }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {title && <p className="alert__title">{title}</p>}
      {children}
    </div>
  );
}
