// An admin page's frame: its title, a line of introduction and an optional action beside them,
// then the page itself. The alert is the portal's one way of showing a failure in place.
import type { ReactNode } from "react";

export function AdminPage({
  title,
  intro,
  action,
  className,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** A button or link in the header, e.g. 'Create Item'. */
  action?: ReactNode;
  /** The page's own class beside `admin-page`. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `admin-page ${className}` : "admin-page"}>
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{title}</h1>
          {intro ? <p className="admin-page__intro">{intro}</p> : null}
        </div>
        {action}
      </header>
      {children}
    </div>
  );
}

export function ErrorAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="admin-alert admin-alert--error" role="alert">
      {children}
    </p>
  );
}

/** A Conform form's own errors (not a field's), in one alert, or nothing. */
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  return errors ? <ErrorAlert id={id}>{errors.join(" ")}</ErrorAlert> : null;
}
