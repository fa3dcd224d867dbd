// The "Shop content" form's pages: the brand's own pages (About, The Craft, Portfolio) and the
// policy pages, which only an owner may change.
import { PUBLISH_PAGE, type ContentDraft } from "~/content/shop-content-form";
import { BRAND_PAGES } from "~/content/shop-content";
import {
  ArabicImageField,
  ImageField,
  TextPair,
  type FieldErrors,
  type ImageChoice,
} from "./content-fields";
import { Panel } from "./content-panel";

const POLICY_LABELS = {
  terms: "Terms of sale (/terms)",
  privacy: "Privacy notice (/privacy)",
  returns: "Returns and refunds (/returns)",
  delivery: "Delivery (/delivery)",
} as const;

const BRAND_PAGE_LABELS = {
  about: "About page (/about)",
  craft: "The Craft page (/craft)",
  portfolio: "Portfolio page (/portfolio)",
} as const;

export function BrandPagePanels({
  draft,
  errors,
  images,
}: {
  draft: ContentDraft;
  errors: FieldErrors;
  images: ImageChoice[];
}) {
  return (
    <>
      {BRAND_PAGES.map((page) => (
        <Panel
          key={page}
          id={`content-${page}`}
          title={BRAND_PAGE_LABELS[page]}
          intro="The page's title, its introduction under the title, its text in Markdown (## heading, **bold**, - list, > quotation) and its main picture."
        >
          <TextPair
            label="Title"
            name={`${page}.title`}
            value={draft[page].title}
            errors={errors}
          />
          <TextPair
            label="Introduction"
            name={`${page}.intro`}
            rows={3}
            value={draft[page].intro}
            errors={errors}
          />
          <TextPair
            label="Text"
            name={`${page}.body`}
            rows={10}
            value={draft[page].body}
            errors={errors}
          />
          <ImageField
            name={`${page}.image`}
            value={draft[page].image}
            errors={errors}
            images={images}
            upload
            emptyChoice="The shop's usual picture"
          />
          <ArabicImageField
            name={`${page}.imageAr`}
            value={draft[page].imageAr}
            errors={errors}
            images={images}
          />
        </Panel>
      ))}
    </>
  );
}

export function PolicyPagesPanel({
  draft,
  errors,
  locked,
  draftPages,
}: {
  draft: ContentDraft;
  errors: FieldErrors;
  locked: boolean;
  draftPages: string[];
}) {
  return (
    <Panel
      id="content-pages"
      title="Policy pages"
      intro={`Written in Markdown (## heading, **bold**, - list, [link](/contact)); HTML is shown as text. {slots} shows the delivery slots with the hours set on the Delivery page, in the page's language.${locked ? " Only an owner can change them." : ""}`}
    >
      {(Object.keys(POLICY_LABELS) as (keyof typeof POLICY_LABELS)[]).map((page) => (
        <div key={page} className="content-form__page">
          <TextPair
            label={POLICY_LABELS[page]}
            name={`pages.${page}`}
            rows={12}
            value={draft.pages[page]}
            errors={errors}
            readOnly={locked}
            hint={
              draftPages.includes(page)
                ? "Still the draft: it is marked as a draft on the page until it is changed and saved, or published as written with the box below."
                : undefined
            }
          />
          {draftPages.includes(page) && !locked ? (
            <label className="content-form__publish">
              <input type="checkbox" name={PUBLISH_PAGE} value={page} />
              <span>Publish this page as written (it is read and right as it stands)</span>
            </label>
          ) : null}
        </div>
      ))}
    </Panel>
  );
}
