// One block of the packing slip, named by its small-caps label; the card message is set apart.
import type { ReactNode } from "react";
import { TitledSection } from "~/components/titled-section";

export function SlipBlock({
  id,
  label,
  card = false,
  children,
}: {
  id: string;
  label: string;
  card?: boolean;
  children: ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      title={label}
      className={card ? "packing-slip__card" : "packing-slip__block"}
      titleClassName="eyebrow packing-slip__label"
    >
      {children}
    </TitledSection>
  );
}
