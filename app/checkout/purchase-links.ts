// The item page's purchase choices live in its URL, so links and GET forms work without scripts.

export interface Choices {
  size?: string | null;
  /** The delivery area (its English name): its zone decides the dates, slots and fee. */
  area?: string | null;
  date?: string | null;
  time?: string | null;
  custom?: boolean;
  /** The add-ons ticked, by id. */
  addOns?: string[];
  step?: "details";
}

export function purchaseHref(choices: Choices): string {
  const params = new URLSearchParams();
  if (choices.size) params.set("size", choices.size);
  if (choices.area) params.set("area", choices.area);
  if (choices.custom) params.set("custom", "1");
  if (choices.date) params.set("date", choices.date);
  if (choices.time) params.set("time", choices.time);
  for (const id of choices.addOns ?? []) params.append("addOn", id);
  if (choices.step) params.set("step", choices.step);
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** The choices a tap changes: each set, or removed when null or empty. */
export type ChoiceChanges = Partial<Record<"size" | "date" | "time" | "custom", string | null>>;

/**
 * The query with some choices changed, from the latest (possibly still loading) query: a second
 * tap before the first one's page has loaded builds on it, so no choice is lost.
 */
export function withChoices(search: string, changes: ChoiceChanges): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  params.delete("step");
  params.delete("payment");
  return `?${params.toString()}`;
}

/** The query with one choice changed, from the latest (possibly still loading) query. */
export const withChoice = (search: string, name: "date" | "time", value: string): string =>
  withChoices(search, { [name]: value });
