// A route shown over its parent page (the collection's edit and delete steps, a category's
// deletion, a colleague's removal). Without JavaScript it is simply that page: the server draws
// the <dialog> open (not modal) as a panel over the list, and 'Close' is a link back. With
// JavaScript the same <dialog> is shown modally, as the lightbox is: the page behind goes inert,
// so focus stays inside, and the browser reports Escape (a cancel event) and clicks on its
// backdrop. Once something has been typed in it, closing asks first, so an edit is never lost by
// a stray key or click. Focus goes back to what opened it.
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
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const changed = useRef(false);
  const mayClose = () => !changed.current || window.confirm(DISCARD_CHANGES);
  const closeLink = (event: MouseEvent) => {
    if (!mayClose()) event.preventDefault();
  };
  const leave = () => {
    if (mayClose()) navigate(closeTo, { preventScrollReset: true });
  };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    // Drawn open by the server for the page without JavaScript; a dialog open that way cannot be
    // made modal, and close() would report a close, so the attribute alone goes first.
    if (!element.matches(":modal")) {
      element.removeAttribute("open");
      element.showModal();
    }
    element.focus();
    document.documentElement.classList.add("has-modal");
    return () => {
      document.documentElement.classList.remove("has-modal");
      opener?.focus?.();
    };
  }, []);

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
      <dialog
        open
        className="admin-modal__panel"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={dialog}
        onInput={() => (changed.current = true)}
        onChange={() => (changed.current = true)}
        // Escape: the dialog stays until leaving is settled, the same path as 'Close'. A second
        // Escape with no click between may not be held back (the browser's guard against dialogs
        // that never let go); its cancel cannot be prevented, so the close that follows asks.
        onCancel={(event) => {
          if (!event.cancelable) return;
          event.preventDefault();
          leave();
        }}
        // Closed by the browser itself: shown again unless leaving goes ahead.
        onClose={(event) => {
          const element = event.currentTarget;
          if (!element.isConnected) return;
          if (mayClose()) navigate(closeTo, { preventScrollReset: true });
          else {
            element.showModal();
            element.focus();
          }
        }}
        // A click on the backdrop lands on the dialog itself, outside its box.
        onClick={(event) => {
          if (event.target !== event.currentTarget) return;
          const box = event.currentTarget.getBoundingClientRect();
          const inside =
            event.clientX >= box.left &&
            event.clientX <= box.right &&
            event.clientY >= box.top &&
            event.clientY <= box.bottom;
          if (!inside) leave();
        }}
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
      </dialog>
    </div>
  );
}
