// A route shown over its parent page (the collection's edit and delete steps). Without
// JavaScript it is simply that page, drawn as a panel over the list; 'Close' is a link back.
// With JavaScript, Escape and a click on the backdrop close it too, and focus moves into it; once
// something has been typed in it, closing asks first, so an edit is never lost by a stray click.
import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from "react";

const DISCARD_CHANGES = "Discard the changes you made?";

export function AdminModal({
  title,
  closeTo,
  children,
}: {
  title: string;
  /** Where 'Close' goes: the page under the modal. */
  closeTo: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const changed = useRef(false);
  const mayClose = () => !changed.current || window.confirm(DISCARD_CHANGES);
  const closeLink = (event: MouseEvent) => {
    if (!mayClose()) event.preventDefault();
  };

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && mayClose()) navigate(closeTo, { preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    document.documentElement.classList.add("has-modal");
    return () => {
      document.removeEventListener("keydown", onKey);
      document.documentElement.classList.remove("has-modal");
      opener?.focus?.();
    };
  }, [closeTo, navigate]);

  return (
    <div className="admin-modal">
      <Link
        to={closeTo}
        preventScrollReset
        className="admin-modal__backdrop"
        aria-hidden="true"
        tabIndex={-1}
        onClick={closeLink}
      />
      <div
        className="admin-modal__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={panel}
        onInput={() => (changed.current = true)}
        onChange={() => (changed.current = true)}
      >
        <header className="admin-modal__header">
          <h2 id={titleId} className="admin-modal__title">
            {title}
          </h2>
          <Link to={closeTo} preventScrollReset className="admin-modal__close" onClick={closeLink}>
            Close
          </Link>
        </header>
        <div className="admin-modal__body">{children}</div>
      </div>
    </div>
  );
}
