import { domAnimation } from "framer-motion";

// Loaded on demand by LazyMotion, so the animation engine is not in the first chunk.
export default domAnimation;
