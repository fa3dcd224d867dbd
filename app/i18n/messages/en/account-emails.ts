// The customer's sign-in email (server only, as every emails.* message).
export default {
  "emails.account.subject": "Your sign-in code for {shopName}",
  "emails.account.intro": "Here is your code to sign in to your {shopName} account:",
  "emails.account.valid":
    "It works once, for 10 minutes. You can also press the button below to sign in.",
  "emails.account.notYou":
    "If you did not ask for it, you can ignore this email: nobody can sign in without the code.",
  "emails.account.signIn": "Sign in",
} as const;
