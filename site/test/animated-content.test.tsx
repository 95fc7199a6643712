import { act, screen } from "@testing-library/react";
import { AnimatedContent } from "../src/components/layout/AnimatedContent";
import { requestLanguageSwitch } from "../src/lib/leaving-store";
import { renderPage } from "./support/render";
import {
  installWebAnimations,
  removeMatchMedia,
  removeWebAnimations,
  setReducedMotion,
  type Played,
} from "./support/web-animations";

const SWITCHED = { languageSwitch: { to: "x" } };
let played: Played[];

beforeEach(() => {
  // The switch's safety timer (it navigates even if no animation ran) must not outlive a test.
  jest.useFakeTimers();
  played = installWebAnimations();
  setReducedMotion(false);
});

afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
  removeWebAnimations();
  removeMatchMedia();
});

function renderContent(language: string, locationState: unknown = null) {
  return renderPage(
    <AnimatedContent locationState={locationState}>
      <p>page content</p>
    </AnimatedContent>,
    { language },
  );
}

describe("AnimatedContent", () => {
  it("shows a page reached any other way at once", () => {
    renderContent("en");
    expect(screen.getByText("page content")).toBeVisible();
    expect(played).toEqual([]);
  });

  it.each([
    ["ru", "translateX(100px)"],
    ["en", "translateX(100px)"],
    ["ar", "translateX(-100px)"],
  ])("fades a %s page in for 0.4 s, sliding from its reading end (%s)", (language, start) => {
    renderContent(language, SWITCHED);
    expect(played).toHaveLength(1);
    expect(played[0]?.keyframes).toEqual([
      { opacity: 0, transform: start },
      { opacity: 1, transform: "none" },
    ]);
    // Held at its first frame until it starts: the new page never shows before its fade-in.
    expect(played[0]?.options).toEqual({ duration: 400, easing: "ease-in-out", fill: "backwards" });
  });

  it.each([
    ["en", "translateX(-100px)"],
    ["ar", "translateX(100px)"],
  ])(
    "on a switch, fades the %s page out towards its reading start (%s), then navigates",
    (language, end) => {
      renderContent(language);
      const navigate = jest.fn();
      act(() => requestLanguageSwitch("ru", navigate));
      expect(played).toHaveLength(1);
      expect(played[0]?.keyframes).toEqual([
        { opacity: 1, transform: "none" },
        { opacity: 0, transform: end },
      ]);
      expect(played[0]?.options).toEqual({
        duration: 400,
        easing: "ease-in-out",
        fill: "forwards",
      });
      expect(navigate).not.toHaveBeenCalled();
      act(() => played[0]?.finish());
      expect(navigate).toHaveBeenCalledTimes(1);
    },
  );

  it("only fades, without sliding, when the visitor prefers reduced motion", () => {
    setReducedMotion(true);
    renderContent("ar", SWITCHED);
    act(() => requestLanguageSwitch("en", jest.fn()));
    expect(played.map((animation) => animation.keyframes)).toEqual([
      [
        { opacity: 0, transform: "none" },
        { opacity: 1, transform: "none" },
      ],
      [
        { opacity: 1, transform: "none" },
        { opacity: 0, transform: "none" },
      ],
    ]);
  });

  it("still switches where the browser cannot animate", () => {
    removeWebAnimations();
    renderContent("en");
    const navigate = jest.fn();
    act(() => requestLanguageSwitch("ar", navigate));
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
