type LocationImpl = { assign?: (url: string) => void };

// jsdom cannot load another page, and its window.location cannot be replaced or spied on. The
// object behind it (jsdom's Location implementation) can: the navigation is recorded there, at
// the browser's edge, while the page calls the real window.location.assign.
const locationImpl = (): LocationImpl => {
  const location = window.location as unknown as Record<symbol, LocationImpl>;
  const impl = Object.getOwnPropertySymbols(location).map((key) => location[key])[0];
  if (!impl) throw new Error("jsdom's Location implementation was not found");
  return impl;
};

/**
 * Records location.assign() calls of each test of the calling file, starting at `path`; returns
 * the recorder.
 */
export function recordNavigations(path: string): jest.Mock<void, [string]> {
  const assign = jest.fn<void, [string]>();
  beforeEach(() => {
    assign.mockReset();
    window.history.replaceState(null, "", path);
    locationImpl().assign = assign;
  });
  afterEach(() => {
    delete locationImpl().assign;
  });
  return assign;
}
