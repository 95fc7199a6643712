export { formatNumber, type NumberFormat } from "./format-number";
export { COMPANY_TIME_ZONE, formatDate, type DateFormat } from "./format-date";
export { Translator, type Messages, type MessageVars } from "./translator";
