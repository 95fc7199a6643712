/** A username as it is stored and looked up: trimmed, lower case ("Admin " signs in as "admin"). */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();
