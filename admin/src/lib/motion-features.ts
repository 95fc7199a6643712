// Loaded after the first paint (lib/motion.tsx): the animation code the dashboard's motion needs
// (animate, exit, hover/tap/focus gestures), without layout animations and drag.
export { domAnimation as default } from "framer-motion";
