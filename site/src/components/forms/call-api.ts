// Moved to the islands, where the framework-free forms use it too; the React forms import it here.
export { callApi, type ApiFailure, type ApiOutcome } from "../../islands/forms/call-api";
