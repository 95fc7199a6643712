import { dashboardReturnPath, loginReturningTo } from "../src/return-path";

// Issue 50, point 6: after signing in, the admin lands on the dashboard page they had asked for;
// the login page's `next` is honoured only for this site's /dashboard paths (no open redirect).
const ORIGIN = "https://lecagulf.example";

describe("the page to return to after the sign-in", () => {
  it("keeps a dashboard path with its query and fragment", () => {
    expect(dashboardReturnPath("/dashboard/inbox?status=new", ORIGIN)).toBe(
      "/dashboard/inbox?status=new",
    );
    expect(dashboardReturnPath("/dashboard/news/a-b/edit#body", ORIGIN)).toBe(
      "/dashboard/news/a-b/edit#body",
    );
    expect(dashboardReturnPath("/dashboard", ORIGIN)).toBe("/dashboard");
  });

  it.each([
    ["another site", "https://evil.com/dashboard/"],
    ["this site by full address", `${ORIGIN}/dashboard/`],
    ["a protocol-relative address", "//evil.com"],
    ["a protocol-relative dashboard path", "//evil.com/dashboard/inbox"],
    ["a backslash the browser reads as a slash", "/\\evil.com"],
    ["a backslash further on", "/dashboard\\..\\..\\evil.com"],
    ["a script", "javascript:alert(1)"],
    ["a script made to look like a path", "/javascript:alert(1)"],
    ["a data address", "data:text/html,hi"],
    ["a tab that parsing would drop", "/\t/evil.com"],
    ["a line break", "/dashboard/\n"],
    ["a page outside the dashboard", "/login/"],
    ["a name that only starts like it", "/dashboardx"],
    ["a path that climbs out", "/dashboard/../login/"],
    ["a path that climbs out, encoded", "/dashboard/%2e%2e/login/"],
    ["a relative path", "dashboard/inbox"],
    ["nothing", ""],
  ])("drops %s", (_, next) => {
    expect(dashboardReturnPath(next, ORIGIN)).toBeNull();
  });

  it("drops a missing parameter", () => {
    expect(dashboardReturnPath(null, ORIGIN)).toBeNull();
    expect(dashboardReturnPath(undefined, ORIGIN)).toBeNull();
  });

  it("names the page in the login page's address, except for the Desk and other pages", () => {
    expect(loginReturningTo("/login/", "/dashboard/inbox?status=new", ORIGIN)).toBe(
      "/login/?next=%2Fdashboard%2Finbox%3Fstatus%3Dnew",
    );
    expect(loginReturningTo("/login/", "/dashboard/", ORIGIN)).toBe("/login/");
    expect(loginReturningTo("/login/", "/dashboard", ORIGIN)).toBe("/login/");
    expect(loginReturningTo("/login/", "/", ORIGIN)).toBe("/login/");
  });
});
