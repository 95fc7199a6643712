import "@testing-library/jest-dom";

beforeEach(() => {
  jest.clearAllMocks();
});
