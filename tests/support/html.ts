// A page as a reader sees it, for assertions on behaviour rather than markup: the server's HTML
// parsed by parse5 into elements, found by role and accessible name, label, text or attribute;
// `<script>` and `<style>` keep their text apart from the page's words.
import { parse, type DefaultTreeAdapterTypes } from "parse5";

export interface Element {
  tag: string;
  attrs: Record<string, string>;
  children: (Element | string)[];
  parent: Element | null;
}

/** The document parsed by parse5 (the HTML standard's parsing), as plain elements and text. */
export function parseHtml(html: string): Element {
  const root: Element = { tag: "#document", attrs: {}, children: [], parent: null };
  const adopt = (node: DefaultTreeAdapterTypes.ChildNode, parent: Element) => {
    if (node.nodeName === "#text") {
      parent.children.push((node as DefaultTreeAdapterTypes.TextNode).value);
      return;
    }
    if (!("tagName" in node)) return;
    const element: Element = {
      tag: node.tagName,
      attrs: Object.fromEntries(node.attrs.map(({ name, value }) => [name, value])),
      children: [],
      parent,
    };
    parent.children.push(element);
    const content =
      node.tagName === "template" ? (node as DefaultTreeAdapterTypes.Template).content : node;
    for (const child of content.childNodes) adopt(child, element);
  };
  for (const child of parse(html).childNodes) adopt(child, root);
  return root;
}

const HIDDEN_TEXT = new Set(["script", "style", "template"]);

/** The words an element shows, spaces run together and trimmed (scripts and styles left out). */
export function textOf(element: Element | string): string {
  const words = (node: Element | string): string =>
    typeof node === "string"
      ? node
      : HIDDEN_TEXT.has(node.tag)
        ? ""
        : node.children.map(words).join(node.tag === "br" ? "\n" : "");
  return words(element).replace(/\s+/g, " ").trim();
}

/** Every element below `root`, in document order. */
export function descendants(root: Element): Element[] {
  const found: Element[] = [];
  const walk = (element: Element) => {
    for (const child of element.children)
      if (typeof child !== "string") {
        found.push(child);
        walk(child);
      }
  };
  walk(root);
  return found;
}

/**
 * Elements matching a simple selector: compound parts (`a`, `#id`, `.class`, `[attr]`,
 * `[attr="value"]`, `[attr^="start"]`, `[attr*="part"]`) joined by spaces as descendants.
 */
export function select(root: Element, selector: string): Element[] {
  const steps = selector.trim().split(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  let scope = [root];
  for (const step of steps) {
    const test = compound(step);
    const next = new Set<Element>();
    for (const element of scope)
      for (const found of descendants(element)) if (test(found)) next.add(found);
    scope = [...next];
  }
  return scope;
}

function compound(step: string): (element: Element) => boolean {
  const tests: ((element: Element) => boolean)[] = [];
  for (const [part] of step.matchAll(/^[\w-]+|#[\w-]+|\.[\w-]+|\[[\w:-]+(?:[*^$]?="[^"]*")?\]/g)) {
    if (part[0] === "#") tests.push((e) => e.attrs.id === part.slice(1));
    else if (part[0] === ".")
      tests.push((e) => (e.attrs.class ?? "").split(/\s+/).includes(part.slice(1)));
    else if (part[0] === "[") {
      const [, name, op, value] = /^\[([\w:-]+)(?:([*^$]?=)"([^"]*)")?\]$/.exec(part)!;
      tests.push((e) => {
        const actual = e.attrs[name!];
        if (actual === undefined) return false;
        if (!op) return true;
        if (op === "=") return actual === value;
        if (op === "^=") return actual.startsWith(value!);
        if (op === "$=") return actual.endsWith(value!);
        return actual.includes(value!);
      });
    } else tests.push((e) => e.tag === part.toLowerCase());
  }
  return (element) => tests.every((test) => test(element));
}

/** The nearest element from `element` up, itself included, that passes the test. */
export function closest(
  element: Element | null,
  test: (e: Element) => boolean,
): Element | undefined {
  for (let up = element; up; up = up.parent) if (test(up)) return up;
  return undefined;
}

/**
 * Whether a browser disables the control: its own `disabled`, or a disabled fieldset around it
 * (a control in that fieldset's first legend stays usable), as the HTML standard says.
 */
export function isDisabled(control: Element): boolean {
  if (control.attrs.disabled !== undefined) return true;
  for (let child = control, up = control.parent; up; child = up, up = up.parent) {
    if (up.tag !== "fieldset" || up.attrs.disabled === undefined) continue;
    const legend = up.children.find(
      (e): e is Element => typeof e !== "string" && e.tag === "legend",
    );
    if (child !== legend) return true;
  }
  return false;
}

export interface Option {
  /** The words shown. */
  text: string;
  /** What the form sends: the value attribute, else the words. */
  value: string;
  selected: boolean;
  disabled: boolean;
  /** The label of the optgroup it is listed under, if any. */
  group: string | undefined;
}

/** The language a reader hears the element in: its own `lang`, else the nearest one around it. */
export const langOf = (element: Element) =>
  closest(element, (e) => e.attrs.lang !== undefined)?.attrs.lang;

const groupOf = (option: Element) => closest(option, (e) => e.tag === "optgroup");

/** The options a select offers, in order, as a browser lists them. */
export function optionsOf(field: Element): Option[] {
  return select(field, "option").map((option) => ({
    text: textOf(option),
    value: option.attrs.value ?? textOf(option),
    selected: option.attrs.selected !== undefined,
    disabled: option.attrs.disabled !== undefined || groupOf(option)?.attrs.disabled !== undefined,
    group: groupOf(option)?.attrs.label,
  }));
}

/** Each term of the description lists below `root` with its description, as read: `[dt, dd]`. */
export function termsOf(root: Element): [string, string][] {
  const pairs: [string, string][] = [];
  for (const list of select(root, "dl")) {
    let term: string | undefined;
    for (const item of descendants(list)) {
      if (closest(item.parent, (e) => e.tag === "dl") !== list) continue;
      if (item.tag === "dt") term = textOf(item);
      else if (item.tag === "dd" && term !== undefined) pairs.push([term, textOf(item)]);
    }
  }
  return pairs;
}

const sectioned = (e: Element) =>
  Boolean(
    closest(e.parent, (up) => ["article", "aside", "main", "nav", "section"].includes(up.tag)),
  );

const named = (e: Element) => Boolean(e.attrs["aria-label"] || e.attrs["aria-labelledby"]);

const IMPLICIT_ROLE: Record<string, (e: Element) => string | undefined> = {
  a: (e) => (e.attrs.href !== undefined ? "link" : undefined),
  article: () => "article",
  button: () => "button",
  dd: () => "definition",
  dt: () => "term",
  fieldset: () => "group",
  figure: () => "figure",
  optgroup: () => "group",
  option: () => "option",
  p: () => "paragraph",
  section: (e) => (named(e) ? "region" : undefined),
  strong: () => "strong",
  h1: () => "heading",
  h2: () => "heading",
  h3: () => "heading",
  h4: () => "heading",
  h5: () => "heading",
  h6: () => "heading",
  img: (e) => (e.attrs.alt === "" ? "presentation" : "img"),
  nav: () => "navigation",
  main: () => "main",
  // The page's own header and footer, not those of an article, aside, main, nav or section.
  footer: (e) => (sectioned(e) ? undefined : "contentinfo"),
  header: (e) => (sectioned(e) ? undefined : "banner"),
  form: () => "form",
  ul: () => "list",
  ol: () => "list",
  li: () => "listitem",
  table: () => "table",
  tr: () => "row",
  td: () => "cell",
  th: (e) => (e.attrs.scope === "row" ? "rowheader" : "columnheader"),
  select: () => "combobox",
  textarea: () => "textbox",
  dialog: () => "dialog",
  input: (e) => {
    const type = e.attrs.type ?? "text";
    if (type === "hidden") return undefined;
    return (
      ({ checkbox: "checkbox", radio: "radio", submit: "button", button: "button" } as const)[
        type as "checkbox"
      ] ?? "textbox"
    );
  },
};

export const roleOf = (element: Element) =>
  element.attrs.role ?? IMPLICIT_ROLE[element.tag]?.(element);

/** A table is named by its caption, a figure by its figcaption, a fieldset by its legend. */
const CAPTION: Record<string, string | undefined> = {
  table: "caption",
  figure: "figcaption",
  fieldset: "legend",
};

/** What a screen reader names the element: aria-label, its label, alt or caption, else its words. */
export function nameOf(element: Element, root: Element): string {
  if (element.attrs["aria-label"]) return element.attrs["aria-label"];
  const labelledBy = element.attrs["aria-labelledby"];
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => byId(root, id).map(textOf).join(" "))
      .join(" ");
  if (element.tag === "img") return element.attrs.alt ?? "";
  const captionTag = CAPTION[element.tag];
  if (captionTag) {
    const caption = element.children.find(
      (c): c is Element => typeof c !== "string" && c.tag === captionTag,
    );
    if (caption) return textOf(caption);
  }
  if (["input", "select", "textarea"].includes(element.tag)) {
    const label = labelOf(element, root);
    if (label) return textOf(label);
  }
  return textOf(element);
}

/** The elements with this id (any characters, React's own ids too). */
const byId = (root: Element, id: string) => descendants(root).filter((e) => e.attrs.id === id);

function labelOf(field: Element, root: Element): Element | undefined {
  const id = field.attrs.id;
  const byFor = id ? select(root, "label").find((label) => label.attrs.for === id) : undefined;
  return byFor ?? closest(field.parent, (up) => up.tag === "label");
}

const matches = (actual: string, wanted: string | RegExp) =>
  typeof wanted === "string" ? actual === wanted : wanted.test(actual);

/** A page parsed, with the ways a reader finds things on it. */
export function page(html: string) {
  const root = parseHtml(html);
  return { root, ...queries(root, root) };
}

/** The ways a reader finds things on a page, or within one part of it. */
export interface Queries {
  /** The words as read (no markup, no scripts). */
  text: string;
  /** Every element of this role, with this accessible name when given. */
  allByRole: (role: string, name?: string | RegExp) => Element[];
  /** The one element of this role and name (an error when none or several). */
  byRole: (role: string, name?: string | RegExp) => Element;
  /** The innermost elements whose words read `text` (all of them, or matching the pattern). */
  allByText: (text: string | RegExp) => Element[];
  /** The one innermost element whose words read `text`. */
  byText: (text: string | RegExp) => Element;
  /** The one form field whose label reads `label`. */
  byLabel: (label: string | RegExp) => Element;
  /** What the field's aria-describedby names say (its hint, its error), as read. */
  descriptionOf: (field: Element) => string;
  /** Every element matching the simple selector (`select` above). */
  all: (selector: string) => Element[];
  /** The one element matching the selector. */
  one: (selector: string) => Element;
  /** The same queries within one element of the page (a card, a form, a region). */
  within: (element: Element) => Queries;
}

/** The queries within `scope`, names and ids read from the `whole` page. */
function queries(scope: Element, whole: Element): Queries {
  const all = (role: string, name?: string | RegExp) =>
    descendants(scope).filter(
      (e) => roleOf(e) === role && (name === undefined || matches(nameOf(e, whole), name)),
    );
  const shows = (text: string | RegExp) => (e: Element) =>
    !HIDDEN_TEXT.has(e.tag) && matches(textOf(e), text);
  const allByText = (text: string | RegExp) =>
    descendants(scope).filter(
      (e) => shows(text)(e) && !descendants(e).some((inner) => shows(text)(inner)),
    );
  const only = (found: Element[], what: string) => {
    if (found.length !== 1) throw new Error(`${found.length} elements for ${what}, not one`);
    return found[0]!;
  };
  return {
    text: textOf(scope),
    allByRole: all,
    byRole: (role: string, name?: string | RegExp) =>
      only(all(role, name), `role ${role} ${name ?? ""}`),
    allByText,
    byText: (text: string | RegExp) => only(allByText(text), `text ${text}`),
    byLabel: (label: string | RegExp) =>
      only(
        descendants(scope).filter(
          (e) =>
            ["input", "select", "textarea"].includes(e.tag) &&
            e.attrs.type !== "hidden" &&
            matches(textOf(labelOf(e, whole) ?? ""), label),
        ),
        `label ${label}`,
      ),
    descriptionOf: (field: Element) =>
      (field.attrs["aria-describedby"] ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => textOf(only(byId(whole, id), `#${id}`)))
        .join(" "),
    all: (selector: string) => select(scope, selector),
    one: (selector: string) => only(select(scope, selector), selector),
    within: (element) => queries(element, whole),
  };
}

export type Page = ReturnType<typeof page>;
