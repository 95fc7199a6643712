import { useSyncExternalStore } from "react";
import { useI18next } from "gatsby-plugin-react-i18next";
import { directionOf } from "./languages";

/** Spec section 9: toasts in rich colours, shown for 5000 ms. */
export const TOAST_MS = 5000;

type Sonner = typeof import("sonner");

// Sonner (with its styles) is as heavy as a form library, and no toast shows before a form is
// sent, so it loads on demand: when a visitor starts on a form, or at the latest with the first
// toast. A toast made before the Toaster mounts is shown once it does (sonner replays them).
let sonner: Sonner | null = null;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

export function loadToasts(): Promise<Sonner> {
  loading ??= import("sonner").then(
    (loaded) => {
      sonner = loaded;
      listeners.forEach((listener) => listener());
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const show = (kind: "success" | "error") => (message: string) => {
  loadToasts().then(
    ({ toast }) => toast[kind](message),
    // Offline before sonner arrived: the form's own state (its button) still tells the story.
    () => undefined,
  );
};

export const notify = { success: show("success"), error: show("error") };

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Where toasts appear, on the pages that send them: at the bottom on the reading-end side
 * (right for English and Russian, left for Arabic).
 */
export function Toasts({ label }: { label: string }) {
  const { language } = useI18next();
  const loaded = useSyncExternalStore(
    subscribe,
    () => sonner,
    () => null,
  );
  if (!loaded) return null;
  const dir = directionOf(language);
  return (
    <loaded.Toaster
      richColors
      duration={TOAST_MS}
      dir={dir}
      position={dir === "rtl" ? "bottom-left" : "bottom-right"}
      containerAriaLabel={label}
    />
  );
}
