import NProgress from "nprogress";
import {
  createProgress as countRequests,
  PROGRESS_BAR_SETTINGS,
  type ProgressHooks,
} from "@leca/shared/client";
import "nprogress/nprogress.css";

NProgress.configure(PROGRESS_BAR_SETTINGS);

/** The dashboard's bar (nprogress unless a test passes its own) shared by all requests. */
export const createProgress = (bar: ProgressHooks = NProgress) => countRequests(bar);
