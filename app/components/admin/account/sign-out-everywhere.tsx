// 'Sign out everywhere' (the account page): ends every session and API token of this admin,
// this one included — for a lost phone or a shared computer left signed in.
import { Form, useNavigation } from "@remix-run/react";
import { CsrfField } from "~/components/admin/csrf-field";

export const SIGN_OUT_EVERYWHERE = "sign-out-everywhere";

export function SignOutEverywhere() {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formData?.get("intent") === SIGN_OUT_EVERYWHERE;
  return (
    <Form method="post" className="account-signout">
      <CsrfField />
      <input type="hidden" name="intent" value={SIGN_OUT_EVERYWHERE} />
      <p className="account-panel__text">
        Ends every session of this account on every device, this one included, and every API token
        issued to it. Use it when a phone or a computer that was signed in is out of your hands.
      </p>
      <button type="submit" className="button button--secondary" disabled={busy}>
        {busy ? "Signing out…" : "Sign Out Everywhere"}
      </button>
    </Form>
  );
}
