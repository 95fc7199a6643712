import { fireEvent, screen, within } from "@testing-library/dom";

type Toasts = typeof import("../../src/islands/toasts");
let toasts: Toasts;

beforeEach(async () => {
  // Each test starts with a page that has shown no toast yet.
  jest.resetModules();
  toasts = await import("../../src/islands/toasts");
  jest.useFakeTimers();
  document.documentElement.dir = "ltr";
  document.body.innerHTML = "<main><p>Page</p></main>";
});

afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = "";
});

const region = () => screen.getByRole("region", { name: "Notifications" });

describe("toasts", () => {
  it("keeps an empty, named live region ready at the end of the page", () => {
    toasts.prepareToasts("Notifications");
    expect(region()).toBeEmptyDOMElement();
    expect(region()).toHaveAttribute("aria-live", "polite");
    expect(document.body.lastElementChild).toBe(region());
    expect(document.querySelector("main")).not.toContainElement(region());
  });

  it("announces good news as a status and failures as an alert, each for 5000 ms", () => {
    toasts.prepareToasts("Notifications");
    toasts.toast.success("Thank you!");
    toasts.toast.error("We couldn't reach our server.");
    expect(within(region()).getByRole("status")).toHaveTextContent("Thank you!");
    expect(within(region()).getByRole("alert")).toHaveTextContent("We couldn't reach our server.");
    expect(within(region()).getByRole("status")).toHaveAttribute("data-type", "success");
    expect(within(region()).getByRole("alert")).toHaveAttribute("data-type", "error");
    jest.advanceTimersByTime(toasts.TOAST_MS - 1);
    expect(within(region()).getByRole("status")).toBeInTheDocument();
    jest.advanceTimersByTime(1);
    // A short fade, then gone.
    jest.advanceTimersByTime(200);
    expect(region()).toBeEmptyDOMElement();
  });

  it.each([
    ["ltr", "bottom-right"],
    ["rtl", "bottom-left"],
  ])("sits at the bottom on the reading-end side (%s: %s)", (dir, position) => {
    document.documentElement.dir = dir;
    toasts.prepareToasts("Notifications");
    expect(region()).toHaveAttribute("data-position", position);
    expect(region()).toHaveAttribute("dir", dir);
  });

  it("is dismissed by a click or by Escape", () => {
    toasts.prepareToasts("Notifications");
    toasts.toast.success("One");
    toasts.toast.error("Two");
    fireEvent.click(screen.getByText("One"));
    jest.advanceTimersByTime(200);
    expect(screen.queryByText("One")).not.toBeInTheDocument();
    const two = within(region()).getByRole("alert");
    two.focus();
    fireEvent.keyDown(two, { key: "Escape" });
    jest.advanceTimersByTime(200);
    expect(region()).toBeEmptyDOMElement();
  });

  it("waits while the pointer or focus is on it, then shows the rest of its time", () => {
    toasts.prepareToasts("Notifications");
    toasts.toast.success("Read me");
    const toast = within(region()).getByRole("status");
    jest.advanceTimersByTime(3000);
    fireEvent.pointerEnter(toast);
    jest.advanceTimersByTime(60_000);
    expect(toast).toBeInTheDocument();
    fireEvent.pointerLeave(toast);
    jest.advanceTimersByTime(1999);
    expect(toast).toBeInTheDocument();
    fireEvent.focusIn(toast);
    jest.advanceTimersByTime(60_000);
    fireEvent.focusOut(toast);
    jest.advanceTimersByTime(1 + 200);
    expect(toast).not.toBeInTheDocument();
  });

  it("stacks up to three, the newest nearest the edge", () => {
    toasts.prepareToasts("Notifications");
    ["One", "Two", "Three", "Four"].forEach((text) => toasts.toast.success(text));
    jest.advanceTimersByTime(200);
    const shown = within(region())
      .getAllByRole("status")
      .map((toast) => toast.textContent);
    expect(shown).toEqual(["Two", "Three", "Four"]);
  });

  it("brings its own styles once, moving nothing for visitors who ask for less motion", () => {
    toasts.prepareToasts("Notifications");
    toasts.toast.success("One");
    const styles = document.querySelectorAll("style[data-island-toasts]");
    expect(styles).toHaveLength(1);
    const css = styles[0]?.textContent ?? "";
    const reduced = css.slice(css.indexOf("prefers-reduced-motion"));
    expect(reduced).toMatch(/animation-name:island-toast-fade/);
    expect(reduced).not.toMatch(/transform/);
  });
});
