// The diagnostic pages' table of one image's URL variants: each address as a link and as the
// picture it returns.
import { imagePath } from "~/images/image-sources";
import { DiagnosticTable } from "~/components/pages/diagnostics";

export interface ImageVariant {
  label: string;
  url: string;
}

/** The id route, some `?w=` widths, and the stored file under /uploads when its name is known. */
export function imageVariants(
  imageId: string,
  widths: number[],
  fileName: string | null,
): ImageVariant[] {
  return [
    { label: "Original", url: imagePath(imageId) },
    ...widths.map((width) => ({ label: `${width} px wide`, url: imagePath(imageId, width) })),
    ...(fileName ? [{ label: "Stored file", url: `/uploads/${fileName}` }] : []),
  ];
}

export function ImageVariantTable({
  caption,
  variants,
}: {
  caption: string;
  variants: ImageVariant[];
}) {
  return (
    <DiagnosticTable caption={caption} columns={["Variant", "URL", "Preview"]}>
      {variants.map((variant) => (
        <tr key={variant.url}>
          <th scope="row">{variant.label}</th>
          <td>
            <a href={variant.url} className="diagnostic-table__url">
              {variant.url}
            </a>
          </td>
          <td>
            {/* A plain <img> on purpose: this page tests each address as it is, without the
                srcset and recovery chain ShopImage would add. */}
            <img
              src={variant.url}
              alt={`${caption}, ${variant.label.toLowerCase()}`}
              width={72}
              height={90}
              loading="lazy"
              decoding="async"
              className="diagnostic-table__thumb"
            />
          </td>
        </tr>
      ))}
    </DiagnosticTable>
  );
}
