import { screen } from "@testing-library/react";
import { COPYRIGHT_FROM, copyrightYears, Footer } from "../src/components/layout/Footer";
import { BUILD_YEAR } from "./support/gatsby";
import { LANGUAGES } from "@leca/shared/languages";
import { renderPage } from "./support/render";

describe("Footer", () => {
  it.each(LANGUAGES)(
    "prints the spec's 2025 to the build's year in the copyright line (%s)",
    (language) => {
      renderPage(<Footer />, { language });
      const line = screen.getByText((text) => text.startsWith("©"));
      // 2025 from the spec, then the year Gatsby's site.buildTime gives, with an en dash; Latin
      // digits in every language (the Arabic pages write Latin digits).
      expect(line.textContent).toContain(`© ${COPYRIGHT_FROM}\u2013${BUILD_YEAR} LECA Gulf`);
    },
  );
});

describe("copyrightYears", () => {
  it("is the spec's year alone while the build year is 2025", () => {
    expect(copyrightYears("2025")).toBe("2025");
    expect(copyrightYears(2025)).toBe("2025");
  });

  it("runs from 2025 to a later build year with an en dash, no spaces", () => {
    expect(copyrightYears("2026")).toBe("2025\u20132026");
    expect(copyrightYears(2031)).toBe("2025\u20132031");
  });

  it("never prints a year before the spec's, nor a broken one", () => {
    expect(copyrightYears("2024")).toBe("2025");
    expect(copyrightYears("")).toBe("2025");
    expect(copyrightYears("not a year")).toBe("2025");
  });
});
