// While the shop takes demo payments (PAYMENT_PROVIDER=demo), a quiet line beside each payment
// button, so nobody mistakes the shop for one taking real money.
import { useShop } from "~/content/shop-context";

export function TestModeNote({ className }: { className?: string }) {
  const { testMode } = useShop();
  if (!testMode) return null;
  return (
    <p className={className ? `test-mode-note ${className}` : "test-mode-note"}>
      Test mode — no card is charged.
    </p>
  );
}
