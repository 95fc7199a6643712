import { screen } from "@testing-library/react";
import { Footer } from "../src/components/layout/Footer";
import { BUILD_YEAR } from "./support/gatsby";
import { LANGUAGES } from "@leca/shared/languages";
import { renderPage } from "./support/render";

describe("Footer", () => {
  it.each(LANGUAGES)("prints the build's year in the copyright line (%s)", (language) => {
    renderPage(<Footer />, { language });
    const line = screen.getByText((text) => text.startsWith("©"));
    // The year Gatsby's site.buildTime gives, not a year typed into the messages.
    expect(line.textContent).toContain(`© ${BUILD_YEAR} LECA Gulf`);
  });
});
