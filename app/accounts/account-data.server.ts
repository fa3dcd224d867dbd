// 'Download my data': what the shop keeps about the customer, as JSON: the account, every consent
// given and withdrawn, and a summary of their orders (no payment details, no access keys).
import type { CustomerRow } from "~/db/schema";
import { statusLabel } from "~/db/order-statuses";
import { aedDecimal } from "~/money/money";
import { consentHistory } from "./consent.server";
import { customerOrders } from "./customer-orders.server";

export function accountData(customer: CustomerRow) {
  return {
    account: {
      email: customer.email,
      language: customer.language,
      createdAt: customer.createdAt,
      lastSignedInAt: customer.lastSignedInAt,
    },
    consents: consentHistory(customer.id).map((consent) => ({
      purpose: consent.purpose,
      words: consent.words,
      page: consent.page,
      givenAt: consent.givenAt,
      withdrawnAt: consent.withdrawnAt,
    })),
    orders: customerOrders(customer.email).map((order) => ({
      orderNumber: order.orderNumber,
      placedAt: order.createdAt,
      status: statusLabel(order.status),
      total: aedDecimal(order.totalAmount),
      currency: order.currency,
      deliveries: order.deliveries.map((delivery) => ({
        recipientName: delivery.recipientName,
        deliveryDate: delivery.deliveryDate,
        deliveryTime: delivery.deliveryTime,
        status: statusLabel(delivery.status),
      })),
    })),
  };
}
