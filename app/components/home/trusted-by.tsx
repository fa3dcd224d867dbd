// 'Trusted By Teams At': the hotels' wordmarks in one calm monochrome row.
import { ShopImage } from "~/components/shop-image";
import { useTranslator } from "~/i18n/use-translator";

export function TrustedBy({ logos }: { logos: { name: string; image: string }[] }) {
  const { t } = useTranslator();
  if (logos.length === 0) return null;
  return (
    <section className="trusted" aria-labelledby="trusted-title">
      <div className="container">
        <h2 id="trusted-title" className="trusted__title">
          {t("home.trusted.title")}
        </h2>
        <ul className="trusted__logos">
          {logos.map((logo) => (
            // The houses' own names, in the script they write them in.
            <li key={logo.image} lang="en">
              <ShopImage
                imageRef={logo.image}
                alt={logo.name}
                width={480}
                height={160}
                sizes="(max-width: 768px) 42vw, 220px"
                className="trusted__logo"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
