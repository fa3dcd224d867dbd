// What signing in takes, in both places: the JSON login and the admin login form (in the browser too).
import { z } from "zod";
import { requiredText } from "~/platform/fields";

export const LoginRequest = z.object({
  username: requiredText("Username is required.", 100),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(200),
});
export type LoginRequest = z.infer<typeof LoginRequest>;
