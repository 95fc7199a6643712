import { phoneLinks } from "../src/contracts";

describe("links to a visitor's phone", () => {
  it("reads a local number in the visitor's country, for tel: and WhatsApp", () => {
    expect(phoneLinks("050 123 4567", "AE")).toEqual({
      tel: "tel:+971501234567",
      whatsapp: "https://wa.me/971501234567",
    });
    expect(phoneLinks("+7 495 123-45-67", "AE")).toEqual({
      tel: "tel:+74951234567",
      whatsapp: "https://wa.me/74951234567",
    });
  });

  it("offers no WhatsApp link for a number it cannot read", () => {
    expect(phoneLinks("12", "AE")).toEqual({ tel: "tel:12", whatsapp: null });
  });
});
