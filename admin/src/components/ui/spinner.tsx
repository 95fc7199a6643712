/** Decorative: the element it sits in says what is happening (aria-busy, a status text). */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
