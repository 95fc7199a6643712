// zod as every contract uses it. In a browser, zod's first object schema would test whether it
// may compile parsers with `new Function`: under the dashboard's and the site's CSP (script-src
// without 'unsafe-eval') that test is a logged violation on every screen with a form, the inbox
// and the audit log. There it runs without compiling (jitless); the API keeps its compiled
// parsers. Each contract imports zod from here, so this runs before any schema is made.
//
// Re-exported member by member (`export *`) and imported as `import * as z from "./zod"`: each
// `z.object` then names one export, so a bundle takes what the contracts use. Re-exporting zod's
// namespace as a value kept all of it, every locale included, in the site's contact form.
import { config } from "zod";

if (typeof window !== "undefined") config({ jitless: true });

export * from "zod";
