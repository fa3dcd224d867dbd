// The page a reminder email's link opens (mute one occasion, stop them all): its title, then
// what the link does and the button that does it, what it did, or that the link is not valid.
import type { ReactNode } from "react";

export function ReminderLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="content-page account-page">
      <section className="section" aria-labelledby="reminders-title">
        <div className="container account-home__inner">
          <h1 id="reminders-title" className="display">
            {title}
          </h1>
          {children}
        </div>
      </section>
    </div>
  );
}
