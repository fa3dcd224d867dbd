// The built-in test provider: its "hosted page" is a page of this shop that says it is a test.
import type { PaymentProvider } from "../provider.server";

export const demoProvider: PaymentProvider = {
  name: "demo",
  async createHostedSession(payment, _order, urls) {
    return {
      providerReference: `demo_${payment.id}`,
      paymentUrl: new URL(`/pay/demo/${payment.id}`, urls.base).href,
    };
  },
};
