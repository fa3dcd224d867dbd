// /admin/content — "Shop content": the storefront's words and pictures that are the shop's, in
// English and Arabic, saved whole in one plain form that works without JavaScript. The list
// buttons change the form without saving; a refusal shows beside its field and saves nothing.
// Pictures uploaded in the form are stored first and stand in it as chosen ones.
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DateTime } from "luxon";
import { adminMeta } from "~/admin-auth/admin-meta";
import { OWNERS_ONLY, isOwner } from "~/admin-auth/roles";
import { redirectWithMessage, requireAdmin } from "~/admin-auth/session.server";
import { AdminPage } from "~/components/admin/admin-page";
import { ContentForm } from "~/components/admin/content/content-form";
import { ContentChanges } from "~/components/admin/content/content-changes";
import {
  applyListIntent,
  draftFromContent,
  draftFromForm,
  inputFromDraft,
  pagesToPublish,
  readListIntent,
  SAVE_CONTENT,
  type ContentDraft,
} from "~/content/shop-content-form";
import {
  contentImageChoices,
  shopContentHistory,
  storedShopContent,
} from "~/content/shop-content.server";
import { readContentForm } from "~/content/shop-content-uploads.server";
import { saveShopContent } from "~/content/shop-content-save.server";
import { currentTime, shopClock } from "~/platform/clock.server";
import { isShopError, statusOf } from "~/platform/errors";
import contentStyles from "~/styles/admin-content.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const meta = adminMeta("Shop content");

const PAGE = "/admin/content";
export const SAVED = "Shop content saved. The storefront shows it now.";
const NOT_SAVED = "Nothing was saved: please correct the fields marked below.";
const NOT_READ = "Nothing was saved";
const LIST_CHANGED = "List changed. Save shop content to keep it.";

export async function loader({ request }: LoaderFunctionArgs) {
  const { admin } = await requireAdmin(request);
  const { content, demoParts } = storedShopContent();
  const zone = shopClock().timeZone;
  return {
    draft: draftFromContent(content),
    ownerParts: isOwner(admin),
    draftPages: demoParts.filter((part) => part.startsWith("pages.")).map((part) => part.slice(6)),
    images: contentImageChoices(),
    history: shopContentHistory(10).map((change) => ({
      by: change.changedBy,
      atIso: change.changedAt,
      at: DateTime.fromISO(change.changedAt, { zone }).toFormat("d LLL yyyy, HH:mm"),
      changed: change.changed,
    })),
  };
}

type Answer = {
  draft: ContentDraft;
  errors: Record<string, string[]>;
  formError: string | null;
  notice: string | null;
};

export async function action({ request }: ActionFunctionArgs) {
  let post;
  try {
    post = await readContentForm(request);
  } catch (error) {
    // Over 30 MB of pictures in one post, or a form that cannot be read: nothing changes.
    if (!isShopError(error) || (error.kind !== "too-large" && error.kind !== "invalid")) {
      throw error;
    }
    throw new Response(`${NOT_READ}: ${error.message}`, { status: statusOf[error.kind] });
  }
  const { admin, session, form, uploadErrors } = post;
  // What the button asked for is known before any box is read into a draft.
  const intent = form.get("intent");
  const listChange = readListIntent(intent);
  if (!listChange && intent !== SAVE_CONTENT)
    throw new Response("Unknown action.", { status: 400 });
  const draft = draftFromForm(form);
  if (Object.keys(uploadErrors).length > 0) {
    return data<Answer>(
      { draft, errors: uploadErrors, formError: NOT_SAVED, notice: null },
      { status: 400 },
    );
  }
  if (listChange) {
    return data<Answer>({
      draft: applyListIntent(draft, listChange),
      errors: {},
      formError: null,
      notice: LIST_CHANGED,
    });
  }
  try {
    saveShopContent(inputFromDraft(draft), admin, currentTime(), pagesToPublish(form));
  } catch (error) {
    if (!isShopError(error) || (error.kind !== "invalid" && error.kind !== "forbidden"))
      throw error;
    const forbidden = error.kind === "forbidden";
    return data<Answer>(
      {
        draft,
        errors: error.issues ?? {},
        formError: forbidden ? `${OWNERS_ONLY.content} Nothing was saved.` : NOT_SAVED,
        notice: null,
      },
      { status: forbidden ? 403 : 400 },
    );
  }
  return redirectWithMessage(request, session, PAGE, SAVED);
}

export default function ShopContentPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminPage
      title="Shop content"
      intro="The storefront's own words and pictures, in English and Arabic: the brand's name, contact details, the home page, the About, Craft and Portfolio pages, the legal details on invoices and the policy pages. An Arabic box left empty shows the English text."
      className="content-page"
    >
      {answer?.notice ? (
        <p className="admin-alert" role="status">
          {answer.notice}
        </p>
      ) : null}
      <ContentForm
        // A new answer (a list changed, a refusal) shows its own draft, not the boxes' old values.
        key={
          answer ? `${answer.notice ?? answer.formError}${JSON.stringify(answer.draft)}` : "saved"
        }
        draft={answer?.draft ?? loaded.draft}
        errors={answer?.errors ?? {}}
        formError={answer?.formError ?? null}
        images={loaded.images}
        ownerParts={loaded.ownerParts}
        draftPages={loaded.draftPages}
      />
      <ContentChanges changes={loaded.history} />
    </AdminPage>
  );
}
