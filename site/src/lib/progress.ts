import { createProgress, PROGRESS_BAR_SETTINGS } from "@leca/shared/progress";
import NProgress from "nprogress";

// Not @leca/shared/client: that module brings axios, which stays out of every page's first load.
NProgress.configure(PROGRESS_BAR_SETTINGS);

/** The bar every API request of the site shows (the admin check and the forms' client). */
export const progress = createProgress(NProgress);
