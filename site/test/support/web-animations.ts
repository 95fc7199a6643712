// jsdom has no animation engine (no element.animate, no matchMedia, no document.fonts): these
// stand in for the browser's, and record what the page asked them to play.

export type PlayState = "running" | "paused" | "finished" | "cancelled";

/** One element.animate() call as the engine received it; `finish()` plays it to its end. */
export interface Played {
  element: Element;
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  state: PlayState;
  finish(): void;
}

/** Installs element.animate() and getAnimations(); returns the list every animation lands in. */
export function installWebAnimations(): Played[] {
  const played: Played[] = [];
  Element.prototype.animate = function animate(this: Element, keyframes, options) {
    const animation = {
      onfinish: null as ((this: Animation, event: AnimationPlaybackEvent) => unknown) | null,
      pause: () => void (record.state = "paused"),
      play: () => void (record.state = "running"),
      cancel: () => void (record.state = "cancelled"),
    };
    const record: Played = {
      element: this,
      keyframes: keyframes as Keyframe[],
      options: options as KeyframeAnimationOptions,
      state: "running",
      finish: () => {
        record.state = "finished";
        animation.onfinish?.call(animation as unknown as Animation, {} as AnimationPlaybackEvent);
      },
    };
    played.push(record);
    return animation as unknown as Animation;
  };
  // The CSS intro's animations are the stylesheet's, which jsdom does not run: none to cancel.
  Element.prototype.getAnimations = () => [];
  return played;
}

export function removeWebAnimations(): void {
  Reflect.deleteProperty(Element.prototype, "animate");
  Reflect.deleteProperty(Element.prototype, "getAnimations");
}

/** The visitor's "reduce motion" setting. */
export function setReducedMotion(reduce: boolean): void {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes("prefers-reduced-motion: reduce"),
      media: query,
    }) as MediaQueryList;
}

export function removeMatchMedia(): void {
  Reflect.deleteProperty(window, "matchMedia");
}

/** document.fonts whose `ready` the test settles by hand; returns that settle function. */
export function holdFonts(): () => void {
  let settle!: () => void;
  const ready = new Promise<void>((resolve) => {
    settle = resolve;
  });
  Object.defineProperty(document, "fonts", { value: { ready }, configurable: true });
  return settle;
}

export function removeFonts(): void {
  Reflect.deleteProperty(document, "fonts");
}
