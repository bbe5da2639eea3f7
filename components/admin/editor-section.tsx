import type { ReactNode } from "react";

interface EditorSectionProps {
  id: string;
  title: string;
  /** Said instead of the cards when there is nothing to edit. */
  empty?: string;
  children: ReactNode;
}

/** A titled section of an admin page's editor cards. */
export function EditorSection({ id, title, empty, children }: EditorSectionProps) {
  return (
    <section className="admin-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children ? <div className="editor-grid">{children}</div> : empty && <p className="empty-note">{empty}</p>}
    </section>
  );
}
