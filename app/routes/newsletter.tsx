// POST /newsletter — the footer's sign-up (issue 15). The form is the same for every visitor (it
// sits on cached pages, decision 012), so it carries no per-visitor token: the trap field and the
// per-address limit guard it. The scripted form is answered in place; without scripts the visitor
// goes back to the page she came from, thanked there.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { ANSWER_IN_PLACE, filledHoneypot } from "~/content/honeypot";
import { backToPage } from "~/content/newsletter";
import { NewsletterSignUp, signUpForNewsletter } from "~/content/newsletter.server";
import { claimPublicFormPost } from "~/content/public-forms.server";
import { isShopError, refusalInit } from "~/platform/errors";
import { clientAddress } from "~/platform/request-context";

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const inPlace = form.has(ANSWER_IN_PLACE);
  // A resource route answers with plain Responses: JSON for the scripted form, words for a browser.
  const refused = (error: string, init: ResponseInit) =>
    inPlace ? Response.json({ ok: false, error }, init) : new Response(error, init);
  const thanked = inPlace
    ? Response.json({ ok: true })
    : redirect(backToPage(String(form.get("from") ?? "")));
  if (filledHoneypot(form)) return thanked;
  const submission = parseWithZod(form, { schema: NewsletterSignUp });
  if (submission.status !== "success") {
    return refused("Please enter a valid email address.", { status: 400 });
  }
  try {
    await claimPublicFormPost("newsletter", clientAddress(context));
  } catch (error) {
    if (!isShopError(error) || error.kind !== "rate-limited") throw error;
    return refused(error.message, refusalInit(error));
  }
  signUpForNewsletter(submission.value.email);
  return thanked;
}

export const loader = () => redirect("/");
