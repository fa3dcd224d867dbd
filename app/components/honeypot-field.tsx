import { HONEYPOT_FIELD } from "~/content/honeypot";

/** Off screen and out of the tab order and the accessibility tree: only a bot fills it in. */
export function HoneypotField() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`${HONEYPOT_FIELD}-field`}>Leave this field empty</label>
      <input
        id={`${HONEYPOT_FIELD}-field`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
