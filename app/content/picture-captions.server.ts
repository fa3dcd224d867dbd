// The captions (and alt texts) of the site's own pictures in the page's language. The catalogue
// words each seeded caption by its slot (pages.picture.<slot>); a caption the shop has since
// rewritten has no translation yet, so it is shown as written.
import { english, type MessageId } from "~/i18n/messages/index.server";
import type { Translator } from "~/i18n/translate";

const isMessageId = (key: string): key is MessageId => key in english;

export function captionOf(picture: { slot: string; caption: string }, words: Translator): string {
  const key = `pages.picture.${picture.slot}`;
  if (!isMessageId(key) || english[key] !== picture.caption) return picture.caption;
  return words.t(key);
}
