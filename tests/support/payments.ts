// An order's payments as the database holds them, read with plain SQL rather than the shop's code.
import { readRow, readRows } from "./database";

export interface StoredPayment {
  id: string;
  orderId: string;
  provider: string;
  providerReference: string | null;
  amount: number;
  state: string;
  idempotencyKey: string;
}

const PAYMENT_COLUMNS = `id, order_id as orderId, provider, provider_reference as providerReference,
  amount, state, idempotency_key as idempotencyKey`;

/** The order's payments, oldest first. */
export function storedPayments(orderId: string): StoredPayment[] {
  return readRows<StoredPayment>(
    `select ${PAYMENT_COLUMNS} from payments where order_id = ? order by created_at, rowid`,
    orderId,
  );
}

export function storedPayment(id: string): StoredPayment | undefined {
  return readRow<StoredPayment>(`select ${PAYMENT_COLUMNS} from payments where id = ?`, id);
}
