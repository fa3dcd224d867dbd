// While the shop takes demo payments (PAYMENT_PROVIDER=demo), a quiet line beside each payment
// button, so nobody mistakes the shop for one taking real money.
import { useShop } from "~/content/shop-context";
import { useTranslator } from "~/i18n/use-translator";

export function TestModeNote({ className }: { className?: string }) {
  const { testMode } = useShop();
  const { t } = useTranslator();
  if (!testMode) return null;
  return (
    <p className={className ? `test-mode-note ${className}` : "test-mode-note"}>
      {t("checkout.testMode")}
    </p>
  );
}
