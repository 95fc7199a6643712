import { focusObjectPosition, focusWindow } from "../src/focus";

describe("focusWindow", () => {
  it("takes the largest window of the shape, centred on the point", () => {
    // 1600x900 to 4:3: the full height, 1200 wide, centred on x = 0.5.
    expect(focusWindow(1600, 900, 4 / 3, { x: 0.5, y: 0.5 })).toEqual({
      left: 200,
      top: 0,
      width: 1200,
      height: 900,
    });
    // A point left of centre moves the window left; a tall picture crops rows instead.
    expect(focusWindow(1600, 900, 4 / 3, { x: 0.3, y: 0.9 }).left).toBe(0);
    expect(focusWindow(1600, 900, 4 / 3, { x: 0.55, y: 0.5 }).left).toBe(280);
    expect(focusWindow(900, 1600, 3 / 2, { x: 0.5, y: 0.2 })).toEqual({
      left: 0,
      top: 20,
      width: 900,
      height: 600,
    });
  });

  it("stops at the edges: the window never leaves the picture", () => {
    expect(focusWindow(1600, 900, 4 / 3, { x: 1, y: 0 })).toEqual({
      left: 400,
      top: 0,
      width: 1200,
      height: 900,
    });
    expect(focusWindow(900, 1600, 3 / 2, { x: 0, y: 1 })).toMatchObject({ left: 0, top: 1000 });
  });
});

describe("focusObjectPosition", () => {
  it("shows a whole picture's window as the build cuts it", () => {
    // 1600x900 in 4:3: 400 spare columns; x = 0.55 starts the window 280 in.
    expect(focusObjectPosition(1600, 900, 4 / 3, { x: 0.55, y: 0.5 })).toBe("70% 50%");
    expect(focusObjectPosition(1600, 900, 4 / 3, { x: 1, y: 0 })).toBe("100% 50%");
    // A tall picture moves down: 900x1600 in 4:3 is 675 high, 925 rows spare.
    expect(focusObjectPosition(900, 1600, 4 / 3, { x: 0.5, y: 0.6 })).toBe("50% 67.4%");
    expect(focusObjectPosition(1600, 900, 4 / 3, null)).toBe("50% 50%");
  });
});
