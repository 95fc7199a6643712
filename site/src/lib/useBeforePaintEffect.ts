import { useEffect, useLayoutEffect } from "react";

/**
 * A layout effect in the browser (it runs before the first paint, so a hidden starting frame never
 * flashes), nothing on the server, where React would warn about it.
 */
export const useBeforePaintEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
