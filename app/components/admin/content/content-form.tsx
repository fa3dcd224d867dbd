// The "Shop content" form: every word of the storefront that is the shop's, English and Arabic
// side by side, in one plain form that saves the whole content at once (it works without
// JavaScript). Legal details and policy pages are an owner's: staff read them, unchangeable.
import { Form } from "@remix-run/react";
import { ErrorAlert } from "~/components/admin/admin-page";
import { CsrfField } from "~/components/admin/csrf-field";
import { LIST_LIMITS, SAVE_CONTENT, type ContentDraft } from "~/content/shop-content-form";
import { MAX_HERO_SLIDES } from "~/content/shop-content";
import { ContentListEditor } from "./content-list";
import { BrandPagePanels, PolicyPagesPanel } from "./content-pages";
import { Panel } from "./content-panel";
import {
  ArabicImageField,
  ImageField,
  PlainField,
  TextPair,
  type FieldErrors,
  type ImageChoice,
} from "./content-fields";

export function ContentForm({
  draft,
  errors,
  formError,
  images,
  ownerParts,
  draftPages,
}: {
  draft: ContentDraft;
  errors: FieldErrors;
  formError: string | null;
  images: ImageChoice[];
  /** Whether this admin may change the legal details and the policy pages. */
  ownerParts: boolean;
  /** The policy pages still the demo shop's draft. */
  draftPages: string[];
}) {
  const locked = !ownerParts;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="admin-form content-form"
      noValidate
    >
      <CsrfField />
      {/* Enter in a box saves: the first submit button is the one a form's Enter presses. */}
      <button
        type="submit"
        name="intent"
        value={SAVE_CONTENT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      >
        Save
      </button>
      {formError ? <ErrorAlert id="content-form-error">{formError}</ErrorAlert> : null}

      <Panel
        id="content-brand"
        title="Brand"
        intro="The shop's name in the header, page titles and emails, and the sender's name of every email. An Arabic name left empty shows the English one on Arabic pages."
      >
        <TextPair label="Shop name" name="brand.name" value={draft.brand.name} errors={errors} />
      </Panel>

      <Panel
        id="content-contact"
        title="Contact"
        intro="Shown in the footer, on the contact page and in emails. An empty phone, WhatsApp, Instagram or Facebook hides its link."
      >
        <div className="content-grid">
          <PlainField
            label="Phone"
            name="contact.phone"
            type="tel"
            value={draft.contact.phone}
            errors={errors}
          />
          <PlainField
            label="WhatsApp number"
            name="contact.whatsapp"
            type="tel"
            value={draft.contact.whatsapp}
            errors={errors}
            hint="With the country code, e.g. 971501234567"
          />
          <PlainField
            label="Email"
            name="contact.email"
            type="email"
            value={draft.contact.email}
            errors={errors}
          />
          <PlainField
            label="Instagram"
            name="contact.instagram"
            type="url"
            value={draft.contact.instagram}
            errors={errors}
          />
          <PlainField
            label="Facebook"
            name="contact.facebook"
            type="url"
            value={draft.contact.facebook}
            errors={errors}
          />
        </div>
        <TextPair
          label="Address"
          name="contact.address"
          rows={3}
          value={draft.contact.address}
          errors={errors}
        />
        <TextPair
          label="Opening hours"
          name="contact.hours"
          value={draft.contact.hours}
          errors={errors}
        />
      </Panel>

      <Panel
        id="content-legal"
        title="Legal details"
        intro={
          locked
            ? "On tax invoices and credit notes. Only an owner can change them."
            : "On tax invoices and credit notes."
        }
      >
        <TextPair
          label="Legal name"
          name="legal.name"
          value={draft.legal.name}
          errors={errors}
          readOnly={locked}
        />
        <PlainField
          label="TRN (tax registration number)"
          name="legal.trn"
          value={draft.legal.trn}
          errors={errors}
          readOnly={locked}
          hint="15 digits"
        />
        <TextPair
          label="Registered address"
          name="legal.address"
          rows={3}
          value={draft.legal.address}
          errors={errors}
          readOnly={locked}
        />
      </Panel>

      <Panel
        id="content-hero"
        title="Hero slides"
        intro={`The home page's first screen: 1 to ${MAX_HERO_SLIDES} slides, in this order.`}
      >
        <ContentListEditor
          list="heroSlides"
          entries={draft.heroSlides}
          entryLabel={(index) => `Slide ${index + 1}`}
          addLabel="Add a slide"
          max={MAX_HERO_SLIDES}
          min={1}
          listErrors={errors.heroSlides}
        >
          {(slide, index) => (
            <>
              <TextPair
                label="Title"
                name={`heroSlides.${index}.title`}
                value={slide.title}
                errors={errors}
              />
              <TextPair
                label="Subtitle"
                name={`heroSlides.${index}.subtitle`}
                rows={2}
                value={slide.subtitle}
                errors={errors}
              />
              <TextPair
                label="Brand statement"
                name={`heroSlides.${index}.brandStatement`}
                value={slide.brandStatement}
                errors={errors}
              />
              <ImageField
                name={`heroSlides.${index}.image`}
                value={slide.image}
                errors={errors}
                images={images}
                upload
              />
              <ArabicImageField
                name={`heroSlides.${index}.imageAr`}
                value={slide.imageAr}
                errors={errors}
                images={images}
              />
            </>
          )}
        </ContentListEditor>
      </Panel>

      <Panel id="content-home" title="Home page texts">
        <TextPair label="Introduction" name="intro" rows={4} value={draft.intro} errors={errors} />
        <TextPair
          label="Bespoke service: title"
          name="bespoke.title"
          value={draft.bespoke.title}
          errors={errors}
        />
        <TextPair
          label="Bespoke service: text"
          name="bespoke.text"
          rows={5}
          value={draft.bespoke.text}
          errors={errors}
        />
        <TextPair
          label="Rating claim"
          name="rating"
          value={draft.rating}
          errors={errors}
          hint="Leave both empty to make no rating claim anywhere."
        />
      </Panel>

      <Panel
        id="content-trusted"
        title="Trusted by"
        intro="Logos on the home page. None hides the section."
      >
        <ContentListEditor
          list="trustedBy"
          entries={draft.trustedBy}
          entryLabel={(index) => `Logo ${index + 1}`}
          addLabel="Add a logo"
          max={LIST_LIMITS.trustedBy}
          listErrors={errors.trustedBy}
        >
          {(entry, index) => (
            <div className="content-grid">
              <PlainField
                label="Name"
                name={`trustedBy.${index}.name`}
                value={entry.name}
                errors={errors}
              />
              <ImageField
                name={`trustedBy.${index}.image`}
                value={entry.image}
                errors={errors}
                images={images}
              />
            </div>
          )}
        </ContentListEditor>
      </Panel>

      <Panel
        id="content-subscriptions"
        title="Subscriptions"
        intro="The plans on the home page. None hides the section."
      >
        <ContentListEditor
          list="subscriptions"
          entries={draft.subscriptions}
          entryLabel={(index) => `Plan ${index + 1}`}
          addLabel="Add a plan"
          max={LIST_LIMITS.subscriptions}
          listErrors={errors.subscriptions}
        >
          {(plan, index) => (
            <>
              <TextPair
                label="Name"
                name={`subscriptions.${index}.name`}
                value={plan.name}
                errors={errors}
              />
              <PlainField
                label="Price (AED)"
                name={`subscriptions.${index}.price`}
                value={plan.price}
                errors={errors}
              />
              <TextPair
                label="Period"
                name={`subscriptions.${index}.period`}
                value={plan.period}
                errors={errors}
                hint="e.g. per week"
              />
              <TextPair
                label="Description"
                name={`subscriptions.${index}.description`}
                rows={2}
                value={plan.description}
                errors={errors}
              />
            </>
          )}
        </ContentListEditor>
      </Panel>

      <Panel
        id="content-testimonials"
        title="Testimonials"
        intro="The home page's carousel. None hides it."
      >
        <ContentListEditor
          list="testimonials"
          entries={draft.testimonials}
          entryLabel={(index) => `Testimonial ${index + 1}`}
          addLabel="Add a testimonial"
          max={LIST_LIMITS.testimonials}
          listErrors={errors.testimonials}
        >
          {(entry, index) => (
            <>
              <TextPair
                label="Quote"
                name={`testimonials.${index}.quote`}
                rows={3}
                value={entry.quote}
                errors={errors}
              />
              <PlainField
                label="Author"
                name={`testimonials.${index}.author`}
                value={entry.author}
                errors={errors}
              />
              <PlainField
                label="Author (Arabic)"
                name={`testimonials.${index}.authorAr`}
                value={entry.authorAr}
                errors={errors}
              />
            </>
          )}
        </ContentListEditor>
      </Panel>

      <BrandPagePanels draft={draft} errors={errors} images={images} />

      <PolicyPagesPanel draft={draft} errors={errors} locked={locked} draftPages={draftPages} />

      <div className="content-form__actions">
        <button type="submit" name="intent" value={SAVE_CONTENT} className="button">
          Save shop content
        </button>
      </div>
    </Form>
  );
}
