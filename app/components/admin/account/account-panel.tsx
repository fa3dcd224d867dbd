// The account page's panels, each named by its heading, and the facts about this session.
import type { ReactNode } from "react";
import { TitledSection } from "~/components/titled-section";

export function AccountPanel({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      className="admin-panel account-panel"
      titleClassName="account-panel__title"
    >
      {children}
    </TitledSection>
  );
}

export function SessionFacts({
  username,
  role,
  signedInAt,
  endsAt,
  idleHours,
}: {
  username: string;
  /** 'Owner' or 'Staff'. */
  role?: string;
  signedInAt: string;
  endsAt: string;
  idleHours: number;
}) {
  const facts = [
    { term: "Username", value: username },
    ...(role ? [{ term: "Role", value: role }] : []),
    { term: "Signed in", value: signedInAt },
    {
      term: "Ends",
      value: (
        <>
          {endsAt}
          <span className="account-facts__note">
            or sooner, after {idleHours} hours without use
          </span>
        </>
      ),
    },
  ];
  return (
    <dl className="account-facts">
      {facts.map((fact) => (
        <div key={fact.term} className="account-facts__row">
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
