/**
 * A control's short visible words ("Status") and, for assistive technology, the whole phrase that
 * names the message it acts on ("Status of the message from Layla Haddad"). Each is one text of
 * its own, so a translation never has to continue the visible words' grammar.
 */
export function SpokenLabel({ visible, spoken }: { visible: string; spoken: string }) {
  return (
    <>
      <span aria-hidden="true">{visible}</span>
      <span className="visually-hidden">{spoken}</span>
    </>
  );
}
