// /image-test — diagnostic: the URL variants of a few of the shop's pictures, and the
// placeholder every picture falls back to when all its sources fail.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PLACEHOLDER_IMAGE } from "~/images/image-sources";
import { DiagnosticPage, DiagnosticSection } from "~/components/pages/diagnostics";
import { ImageVariantTable, imageVariants } from "~/components/pages/image-variants";
import { contentMeta } from "~/content/page-meta";
import { storedFileName } from "~/images/stored-file.server";
import { listItems } from "~/catalogue/items.server";
import { siteImagesOf } from "~/images/site-images.server";
import pagesStyles from "~/styles/pages.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

const WIDTHS = [160, 480, 1200];

const SITE_GROUPS = [
  { group: "hero", label: "Hero slide" },
  { group: "portfolio", label: "Portfolio" },
  { group: "trusted", label: "Hotel logo" },
] as const;

export async function loader() {
  const item = listItems().find((candidate) => candidate.mainImageId);
  const samples = [
    ...(item?.mainImageId ? [{ name: `Bouquet: ${item.title}`, imageId: item.mainImageId }] : []),
    ...SITE_GROUPS.flatMap(({ group, label }) => {
      const first = siteImagesOf(group)[0];
      if (!first) return [];
      return [
        { name: first.caption ? `${label}: ${first.caption}` : label, imageId: first.imageId },
      ];
    }),
  ];
  return {
    samples: await Promise.all(
      samples.map(async (sample) => ({
        ...sample,
        variants: imageVariants(sample.imageId, WIDTHS, await storedFileName(sample.imageId)),
      })),
    ),
  };
}

export const meta: MetaFunction = ({ matches }) =>
  contentMeta({
    matches,
    title: "Image Test",
    description: "Diagnostic page: image URL variants and the fallback placeholder.",
    path: "/image-test",
    noindex: true,
  });

export default function ImageTestPage() {
  const { samples } = useLoaderData<typeof loader>();
  return (
    <DiagnosticPage
      title="Image Test"
      intro="Every address a picture can be fetched from, each shown as the image it returns."
    >
      {samples.map((sample) => (
        <DiagnosticSection
          key={sample.imageId}
          id={`image-${sample.imageId}`}
          heading={sample.name}
        >
          <ImageVariantTable caption={`Image ${sample.imageId}`} variants={sample.variants} />
        </DiagnosticSection>
      ))}
      {samples.length === 0 ? <p>The shop has no pictures yet.</p> : null}

      <DiagnosticSection id="image-fallback" heading="Fallback placeholder">
        <p className="diagnostic__intro">
          Shown when a picture fails from the page’s origin and from the backend address.
        </p>
        <figure className="diagnostic-placeholder">
          <img
            src={PLACEHOLDER_IMAGE}
            alt="The placeholder shown in place of a picture that cannot load"
            width={240}
            height={300}
          />
          <figcaption>
            <a href={PLACEHOLDER_IMAGE}>{PLACEHOLDER_IMAGE}</a>
          </figcaption>
        </figure>
      </DiagnosticSection>
    </DiagnosticPage>
  );
}
