// The team page's two lists: who is on the team, in which role (for an owner, a small form to change
// it and 'Remove' for everyone but oneself), and who signed in lately. Tables wider than a phone
// scroll sideways inside a box a keyboard can reach.
import { Form, Link } from "@remix-run/react";
import { ROLE_LABELS, ROLES, type Role } from "~/admin-auth/roles";
import { CHANGE_ROLE } from "~/admin-auth/team-forms";
import { CsrfField } from "~/components/admin/csrf-field";
import type { ReactNode } from "react";
import { ColumnHeads } from "~/components/column-heads";

export interface TeamRow {
  id: string;
  username: string;
  you: boolean;
  addedBy: string | null;
  addedAt: string;
  lastSignedIn: string | null;
  waitingForOwnPassword: boolean;
  role: Role;
  roleLabel: string;
}

export interface SignInRow {
  username: string;
  door: string;
  at: string;
}

function ScrollingTable({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" tabIndex={0} role="group" aria-labelledby={labelledBy}>
      <table className="admin-table team-table">{children}</table>
    </div>
  );
}

/** An owner's form to make a colleague (or themself) an owner or staff; a plain post. */
function RoleForm({ colleague }: { colleague: TeamRow }) {
  const selectId = `role-${colleague.id}`;
  return (
    <Form method="post" className="team-role-form" preventScrollReset>
      <CsrfField />
      <input type="hidden" name="intent" value={CHANGE_ROLE} />
      <input type="hidden" name="colleague" value={colleague.id} />
      <label htmlFor={selectId} className="visually-hidden">
        {`Role of ${colleague.username}`}
      </label>
      <select id={selectId} name="role" className="select" defaultValue={colleague.role}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="team-role-form__save"
        aria-label={`Change the role of ${colleague.username}`}
      >
        Change role
      </button>
    </Form>
  );
}

export function TeamTable({
  team,
  labelledBy,
  canManage,
}: {
  team: TeamRow[];
  labelledBy: string;
  /** Owners see the role forms and 'Remove'. */
  canManage: boolean;
}) {
  return (
    <ScrollingTable labelledBy={labelledBy}>
      <thead>
        <tr>
          <th scope="col">Username</th>
          <th scope="col">Added by</th>
          <th scope="col">Added</th>
          <th scope="col">Last signed in</th>
          <th scope="col">Role</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {team.map((colleague) => (
          <tr key={colleague.id}>
            <th scope="row">
              {colleague.username}
              {colleague.you ? (
                <>
                  {" "}
                  <span className="team-table__tag">You</span>
                </>
              ) : null}
              {colleague.waitingForOwnPassword ? (
                <span className="team-table__note"> Still on the first password</span>
              ) : null}
            </th>
            <td>{colleague.addedBy ?? "First admin"}</td>
            <td>{colleague.addedAt}</td>
            <td>{colleague.lastSignedIn ?? "Never"}</td>
            <td>{canManage ? <RoleForm colleague={colleague} /> : colleague.roleLabel}</td>
            <td className="team-table__action">
              {colleague.you || !canManage ? null : (
                <Link
                  to={`/admin/team/${colleague.id}/remove`}
                  preventScrollReset
                  className="team-table__remove"
                  aria-label={`Remove ${colleague.username}`}
                >
                  Remove
                </Link>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

export function SignInsTable({
  signIns,
  labelledBy,
}: {
  signIns: SignInRow[];
  labelledBy: string;
}) {
  if (signIns.length === 0) return <p className="team-page__empty">Nobody has signed in yet.</p>;
  return (
    <ScrollingTable labelledBy={labelledBy}>
      <ColumnHeads columns={["Who", "When", "Through"]} />
      <tbody>
        {signIns.map((signIn, index) => (
          <tr key={`${signIn.at}-${signIn.username}-${index}`}>
            <th scope="row">{signIn.username}</th>
            <td>{signIn.at}</td>
            <td>{signIn.door}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
