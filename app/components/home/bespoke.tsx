// 'Bespoke Floral Artistry': event and interior work, booked through a WhatsApp consultation.
import { Link } from "@remix-run/react";
import { track } from "~/analytics/data-layer";
import { EyebrowTitle } from "~/components/section-heading";
import { ShopImage } from "~/components/shop-image";
import { BESPOKE } from "~/content/home-content";
import { consultationEnquiry } from "~/content/whatsapp";
import { useTranslator } from "~/i18n/use-translator";

export interface PortfolioPicture {
  imageId: string;
  caption: string;
  width: number;
  height: number;
}

export function Bespoke({ picture }: { picture: PortfolioPicture | null }) {
  const { t, language, path } = useTranslator();
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
            title={t("home.bespoke.title")}
          />
          <div className="prose bespoke__prose">
            {BESPOKE.text.map((paragraph) => (
              <p key={paragraph}>{t(paragraph)}</p>
            ))}
          </div>
          <div className="bespoke__actions">
            <a
              className="button"
              href={consultationEnquiry(language)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track("whatsapp_click", { context: "consultation" })}
            >
              {t("home.bespoke.book")}
            </a>
            <Link className="text-link" to={path("/portfolio")}>
              {t("home.bespoke.portfolio")}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
