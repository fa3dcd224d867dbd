// Whether this page is posting the form of one intent, to say "Saving…" on its button only.
import { useNavigation } from "@remix-run/react";

export function useSaving(intent: string): boolean {
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formData?.get("intent") === intent
  );
}
