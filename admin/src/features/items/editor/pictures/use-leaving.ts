import { useEffect, useRef, useState } from "react";
import { useReducedMotion } from "framer-motion";

/** Longer than the dashboard's transitions (lib/motion.tsx): the removal happens by then anyway. */
const AT_THE_LATEST_MS = 400;

/**
 * A picture's way out: it fades where it is, and only then leaves the form. Removed at once,
 * the card would have to be animated after its fields had moved to its neighbour's index (the
 * form's arrays renumber); faded first, the form changes once, when it is gone. With "reduce
 * motion" it leaves at once; should no animation run (its code not fetched yet), it leaves by a
 * timer instead.
 */
export function useLeaving(remove: () => void) {
  const reduced = useReducedMotion() ?? false;
  const [leaving, setLeaving] = useState(false);
  const done = useRef(false);
  const finish = () => {
    if (done.current) return;
    done.current = true;
    remove();
  };
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(finish, AT_THE_LATEST_MS);
    return () => clearTimeout(timer);
  }, [leaving]); // once per leave: finish() reads a ref and calls it at most once
  return {
    leaving,
    start: () => (reduced ? finish() : setLeaving(true)),
    /** For the card's animation: called when its fade has ended. */
    onFaded: () => {
      if (leaving) finish();
    },
  };
}
