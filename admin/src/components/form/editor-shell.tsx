import { useEffect, useRef, type ReactNode } from "react";
import type { Blocker } from "react-router-dom";
import { Button, ButtonLink } from "@/components/ui/button";
import { useT } from "@/i18n";
import type { StaleWrite } from "@/lib/api-errors";
import { FormProblems } from "./form-problems";
import { PublishFields } from "./publish-fields";
import { SlugField } from "./slug-field";
import { StaleWriteAlert } from "./stale-write-alert";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";

export interface EditorShellProps {
  onSubmit: () => void;
  submitting: boolean;
  problems: string[];
  stale: StaleWrite | null;
  /** Edit only: after a 409, load the newer version as it is, or with this form's changes. */
  /** `me`: the signed-in admin, so a newer save of their own reads as theirs. */
  reload?: { run: () => void; merge: () => void; pending: boolean; me?: string } | undefined;
  slug: { isNew: boolean; sitePath: (slug: string) => string };
  blocker: Blocker;
  cancelHref: string;
  /** The kind's own sections, between the alerts and the address. */
  children: ReactNode;
}

/** What news and gallery editors share: alerts, address, publishing, actions, leave warning. */
export function EditorShell(props: EditorShellProps) {
  const { stale, reload, problems } = props;
  const { t } = useT();
  const alerts = useRef<HTMLDivElement>(null);
  // The save button is at the bottom of a long form and the outcome at the top: take the admin
  // (and the screen reader's focus) there.
  useEffect(() => {
    if (stale || problems.length > 0) alerts.current?.focus();
  }, [stale, problems]);
  return (
    <>
      <form className="editor" noValidate onSubmit={props.onSubmit}>
        <div ref={alerts} tabIndex={-1} className="editor__alerts">
          <FormProblems problems={problems} />
          {stale && reload && (
            <StaleWriteAlert
              stale={stale}
              you={reload.me !== undefined && stale.updatedBy === reload.me}
              reloading={reload.pending}
              onReload={reload.run}
              onMerge={reload.merge}
            />
          )}
        </div>
        {props.children}
        <section className="editor__section" aria-labelledby="editor-address">
          <h2 id="editor-address">{t("items.editor.address")}</h2>
          <SlugField {...props.slug} />
        </section>
        <section className="editor__section" aria-labelledby="editor-publishing">
          <h2 id="editor-publishing">{t("items.editor.publishing")}</h2>
          <PublishFields />
        </section>
        <div className="editor__actions">
          <Button type="submit" loading={props.submitting}>
            {t("common.actions.save")}
          </Button>
          <ButtonLink variant="secondary" to={props.cancelHref}>
            {t("common.actions.cancel")}
          </ButtonLink>
        </div>
      </form>
      <UnsavedChangesDialog blocker={props.blocker} />
    </>
  );
}
