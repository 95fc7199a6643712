import { useId, useState, type FormEvent } from "react";
import { MAX_NOTE_LENGTH, type ContactNote } from "@leca/shared/contracts";
import { LengthCounter } from "@/components/form/length-counter";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { errorMessage } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/dates";
import { SpokenLabel } from "./spoken-label";

interface LeadNotesProps {
  notes: ContactNote[];
  sender: string;
  busy: boolean;
  /** Resolves once the note is stored; rejects with the API's error. */
  onAdd: (text: string) => Promise<unknown>;
}

/** Internal notes, oldest first (they are never shown to the visitor), and a box for the next one. */
export function LeadNotes({ notes, sender, busy, onAdd }: LeadNotesProps) {
  const { t, tx } = useT();
  const fieldId = useId();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem(t("inbox.notes.writeFirst"));
    try {
      await onAdd(text.trim());
      setText("");
      setProblem(null);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <section className="notes" aria-label={t("inbox.notes.regionLabel", { sender })}>
      <h3 className="notes__title">{t("inbox.notes.title")}</h3>
      {notes.length === 0 ? (
        <p className="notes__empty">{t("inbox.notes.empty")}</p>
      ) : (
        <ol className="notes__list">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="notes__meta">
                {note.author
                  ? tx(
                      "inbox.notes.byline",
                      { author: <bdi>{note.author}</bdi> },
                      { date: formatDateTime(note.createdAt) },
                    )
                  : t("inbox.notes.bylineSomeone", { date: formatDateTime(note.createdAt) })}
              </p>
              <p className="notes__text" dir="auto">
                {note.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="notes__form" onSubmit={add}>
        <label htmlFor={fieldId}>
          <SpokenLabel
            visible={t("inbox.notes.newNote")}
            spoken={t("inbox.notes.newNoteOn", { sender })}
          />
        </label>
        <textarea
          id={fieldId}
          className="control"
          rows={2}
          maxLength={MAX_NOTE_LENGTH}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${fieldId}-count${problem ? ` ${fieldId}-error` : ""}`}
          onChange={(event) => setText(event.target.value)}
        />
        <LengthCounter
          id={`${fieldId}-count`}
          limit={{ max: MAX_NOTE_LENGTH, length: text.length }}
        />
        {problem && (
          <p id={`${fieldId}-error`} className="field__error" role="alert">
            {problem}
          </p>
        )}
        <Button type="submit" variant="secondary" loading={busy}>
          <SpokenLabel visible={t("inbox.notes.add")} spoken={t("inbox.notes.addOn", { sender })} />
        </Button>
      </form>
    </section>
  );
}
