// The shop's open forms (contact, newsletter) take at most 10 posts per hour from one client
// address, each form its own allowance.
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { saidText } from "~/i18n/said";
import { ShopError } from "~/platform/errors";

const POSTS_PER_HOUR = 10;

const limiters = {
  contact: new RateLimiterMemory({ keyPrefix: "contact", points: POSTS_PER_HOUR, duration: 3600 }),
  newsletter: new RateLimiterMemory({
    keyPrefix: "newsletter",
    points: POSTS_PER_HOUR,
    duration: 3600,
  }),
};

export type PublicForm = keyof typeof limiters;

/** Counts one post of this form from this client, or refuses with 429 and when to come back. */
export async function claimPublicFormPost(form: PublicForm, client: string): Promise<void> {
  try {
    await limiters[form].consume(client);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw new ShopError(
      "rate-limited",
      saidText("layout.error.tooManyPosts", { minutes: Math.ceil(seconds / 60) }),
      undefined,
      { retryAfter: seconds },
    );
  }
}
