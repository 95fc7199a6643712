// The one API path every public page's script needs (the admin check), apart from the route
// table so that script carries one string, not the table (its island has a 4 KB budget).
export const IS_ADMIN_PATH = "/is-admin";
