import type { IGatsbyImageData } from "gatsby-plugin-image";
import { render as renderDom } from "@testing-library/react";
import { Picture } from "../src/components/ui/Picture";

const IMAGE: IGatsbyImageData = {
  layout: "constrained",
  width: 720,
  height: 540,
  backgroundColor: "#e9d8b4",
  images: {
    fallback: {
      src: "/static/a/720.jpg",
      srcSet: "/static/a/360.jpg 360w,\n/static/a/720.jpg 720w",
      sizes: "(min-width: 720px) 720px, 100vw",
    },
    sources: [
      {
        type: "image/avif",
        srcSet: "/static/a/360.avif 360w,\n/static/a/720.avif 720w",
        sizes: "(min-width: 720px) 720px, 100vw",
      },
      {
        type: "image/webp",
        srcSet: "/static/a/360.webp 360w,\n/static/a/720.webp 720w",
        sizes: "(min-width: 720px) 720px, 100vw",
      },
    ],
  },
};

/** The picture element as rendered (the same attributes the server writes). */
const render = (element: JSX.Element) => renderDom(element).container.querySelector("picture")!;

describe("Picture", () => {
  it("writes every format as a <source> with a real srcset, and one <img> with its size", () => {
    const picture = render(<Picture image={IMAGE} alt="Clay granules" />);
    const sources = [...picture.querySelectorAll("source")];
    expect(sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const source of sources) {
      expect(source.getAttribute("srcset")).toContain("720w");
      expect(source.getAttribute("sizes")).toBe("(min-width: 720px) 720px, 100vw");
      expect(source.hasAttribute("data-srcset")).toBe(false);
    }
    const images = picture.querySelectorAll("img");
    expect(images).toHaveLength(1);
    const img = images[0]!;
    expect(img.getAttribute("src")).toBe("/static/a/720.jpg");
    expect(img.getAttribute("alt")).toBe("Clay granules");
    expect(img.getAttribute("width")).toBe("720");
    expect(img.getAttribute("height")).toBe("540");
    expect(img.hasAttribute("role")).toBe(false);
  });

  it("loads lazily unless told the picture is the page's largest paint", () => {
    const lazy = render(<Picture image={IMAGE} alt="" />).querySelector("img")!;
    expect(lazy.getAttribute("loading")).toBe("lazy");
    expect(lazy.hasAttribute("fetchpriority")).toBe(false);
    const eager = render(<Picture image={IMAGE} alt="" loading="eager" />).querySelector("img")!;
    expect(eager.getAttribute("loading")).toBe("eager");
    expect(eager.getAttribute("fetchpriority")).toBe("high");
    // Decoded off the first frame's path, eager or not: the frame with the text need not wait.
    expect(eager.getAttribute("decoding")).toBe("async");
  });

  it("reserves the picture's space and shows its placeholder colour until it loads", () => {
    const picture = render(<Picture image={IMAGE} alt="" className="card" />);
    expect(picture.className).toMatch(/card$/);
    expect(picture.style.getPropertyValue("--picture-ratio")).toBe("720 / 540");
    expect(picture.style.getPropertyValue("--picture-width")).toBe("720px");
    expect(picture.style.backgroundColor).toBe("rgb(233, 216, 180)");
  });

  it("lets a full-width picture grow past its processed width, and shows a blurred placeholder", () => {
    const blurred = "data:image/jpeg;base64,AAAA";
    const picture = render(
      <Picture
        image={{ ...IMAGE, layout: "fullWidth", placeholder: { fallback: blurred } }}
        alt=""
      />,
    );
    expect(picture.style.getPropertyValue("--picture-width")).toBe("");
    // gatsby-plugin-image states a full-width image's ratio only (720 x 540 -> 1 x 0.75)
    const img = picture.querySelector("img")!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["720", "540"]);
    expect(picture.style.backgroundImage).toBe(`url("${blurred}")`);
  });

  it("fits the whole picture in its frame when asked (the lightbox)", () => {
    const img = render(<Picture image={IMAGE} alt="" fit="contain" />).querySelector("img")!;
    expect(img.dataset.fit).toBe("contain");
  });
});
