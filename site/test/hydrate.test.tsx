import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { hydrateInSlices } from "../src/lib/hydrate";

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount(count + 1)}>
        clicked {count}
      </button>
    </div>
  );
}

let container: HTMLElement;
beforeEach(() => {
  container = document.createElement("div");
  container.id = "___gatsby";
  document.body.append(container);
});
afterEach(() => container.remove());

describe("hydrateInSlices", () => {
  it("takes over the prebuilt markup without replacing it or a mismatch", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    // What React's server renderer writes for <Counter /> (the comment separates two text nodes).
    container.innerHTML =
      '<div id="gatsby-focus-wrapper"><button type="button">clicked <!-- -->0</button></div>';
    const prebuilt = screen.getByRole("button");
    await act(async () => hydrateInSlices(<Counter />, container));
    expect(screen.getByRole("button")).toBe(prebuilt);
    await userEvent.click(prebuilt);
    expect(prebuilt).toHaveTextContent("clicked 1");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("renders a page that has no prebuilt markup", async () => {
    await act(async () => hydrateInSlices(<Counter />, container));
    expect(screen.getByRole("button")).toHaveTextContent("clicked 0");
  });
});
