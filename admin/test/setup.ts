import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { MotionGlobalConfig } from "framer-motion";
import { i18n } from "@/i18n";
import { loadMotionFeatures } from "@/lib/motion";

// A screen's first visit compiles its lazy modules; on a busy 2-core machine that can take
// longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// What jsdom does not implement, stubbed at the browser's edge: layout-free scrolling (router's
// scroll restoration) and media queries (the toaster's theme).
window.scrollTo = () => undefined;
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// The native modal dialog (components/ui/dialog.tsx): jsdom has <dialog> but not showModal(), nor
// the inert page behind it; e2e/tests/modals.spec.ts checks those in Chromium.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

// Motion runs to its end at once: a closed dialog or a deleted row is gone when the next line
// looks, as it is in a browser a fifth of a second later. test/motion.test.tsx turns it back on.
MotionGlobalConfig.skipAnimations = true;

// The animation code is a chunk the browser fetches after the first render (lib/motion.tsx).
// Fetched once here, every test's dashboard has it from its first render, as a browser does
// from the second screen on.
beforeAll(() => loadMotionFeatures());

afterEach(async () => {
  // A test that switched the dashboard's language leaves the next one in English.
  await i18n.use("en");
  window.localStorage.clear();
});
