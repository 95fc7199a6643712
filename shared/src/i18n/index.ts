export { formatNumber } from "./format-number";
export { Translator, type Messages, type MessageVars } from "./translator";
