// The English the shell needs before any screen's code has come: the sidebar, the access checks,
// the sign-out dialog. In the first load; the rest of English comes with the first screen.
import common from "../locales/en/common.json";
import layout from "../locales/en/layout.json";
import auth from "../locales/en/auth.json";

export const shell = { common, layout, auth };
