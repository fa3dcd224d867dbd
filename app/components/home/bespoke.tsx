// 'Bespoke Floral Artistry': event and interior work, booked through a WhatsApp consultation.
import { Link } from "@remix-run/react";
import { track } from "~/analytics/data-layer";
import { EyebrowTitle } from "~/components/section-heading";
import { ShopImage } from "~/components/shop-image";
import { ContentParagraphs, useContentText } from "~/components/content-text";
import type { ShopContent } from "~/content/shop-content";
import { useContact } from "~/content/shop-context";
import { consultationEnquiry } from "~/content/whatsapp";
import { useTranslator } from "~/i18n/use-translator";

export interface PortfolioPicture {
  imageId: string;
  caption: string;
  width: number;
  height: number;
}

export function Bespoke({
  picture,
  words,
}: {
  picture: PortfolioPicture | null;
  words: ShopContent["bespoke"];
}) {
  const { t, language, path } = useTranslator();
  const title = useContentText()(words.title);
  const consultation = consultationEnquiry(useContact().whatsapp, language);
  return (
    <section className="section bespoke" aria-labelledby="bespoke-title">
      <div className="container bespoke__inner">
        {picture ? (
          <figure className="bespoke__media">
            <ShopImage
              imageRef={picture.imageId}
              alt={picture.caption}
              width={picture.width}
              height={picture.height}
              sizes="(max-width: 768px) 100vw, 45vw"
            />
            <figcaption className="bespoke__caption">{picture.caption}</figcaption>
          </figure>
        ) : null}
        <div className="bespoke__text">
          <EyebrowTitle
            eyebrow={t("home.bespoke.eyebrow")}
            id="bespoke-title"
            title={<span lang={title.lang}>{title.text}</span>}
          />
          <div className="prose bespoke__prose">
            <ContentParagraphs text={words.text} />
          </div>
          <div className="bespoke__actions">
            {consultation ? (
              <a
                className="button"
                href={consultation}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => track("whatsapp_click", { context: "consultation" })}
              >
                {t("home.bespoke.book")}
              </a>
            ) : null}
            <Link className="text-link" to={path("/portfolio")}>
              {t("home.bespoke.portfolio")}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
