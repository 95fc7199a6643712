/**
 * The SPA's one way out to another page (the site's login or home page). Leaving is a full page
 * load, and the first reason to leave wins: a guest's refused refresh (the client's
 * onAuthFailure) and the guard's "no" both ask for /login within moments of each other, and a
 * second `location.assign` issued before the first load has replaced the page aborts that load
 * and starts another, which a slow device can end with the login form under the dashboard's URL.
 * Whatever asks later is asking a page that is already going away.
 */
export function createSingleExit(navigate: (path: string) => void): (path: string) => void {
  let leaving = false;
  return (path) => {
    if (leaving) return;
    leaving = true;
    navigate(path);
  };
}
