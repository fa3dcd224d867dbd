// The fatal startup fallback: if the app cannot start in the browser at all, the
// visitor still gets the boundary's reload message instead of a dead page. Styles are inline:
// the stylesheets may be what failed.
import type { ReactNode } from "react";
import { reportError } from "~/analytics/data-layer";
import { ReportingBoundary } from "~/components/reporting-boundary";
import { languageOfPath, localisedPath, textDirection, type Language } from "~/i18n/languages";

// Written here, not in the catalogue: the catalogue arrives with the root loader's data, which is
// what may have failed. The address still says the language.
const WORDS: Record<Language, { title: string; message: string; reload: string; home: string }> = {
  en: {
    title: "Something went wrong",
    message: "The page could not start. Please reload it, or return to the home page.",
    reload: "Reload Page",
    home: "Return Home",
  },
  ar: {
    title: "حدث خطأ ما",
    message: "تعذّر تشغيل الصفحة. يُرجى إعادة تحميلها، أو العودة إلى الصفحة الرئيسية.",
    reload: "أعد تحميل الصفحة",
    home: "العودة إلى الرئيسية",
  },
};

const pageLanguage = () => languageOfPath(window.location.pathname);

const styles = {
  main: {
    maxWidth: 560,
    margin: "0 auto",
    padding: "120px 24px",
    textAlign: "center",
    color: "#1c1a17",
    fontFamily: '"Jost", "Helvetica Neue", Arial, sans-serif',
  },
  title: { fontFamily: '"Cormorant Garamond", Didot, serif', fontWeight: 400, fontSize: 40 },
  link: { display: "inline-block", margin: "24px 12px 0", color: "#1c1a17" },
} as const;

/** Wraps the whole app in the browser; catches what no route boundary did. */
export function StartupBoundary({ children }: { children: ReactNode }) {
  return <ReportingBoundary fallback={StartupFailure}>{children}</ReportingBoundary>;
}

function StartupFailure() {
  const language = pageLanguage();
  const words = WORDS[language];
  return (
    <html lang={language} dir={textDirection[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{words.title}</title>
      </head>
      <body style={{ margin: 0, background: "#faf7f2" }}>
        <main style={styles.main}>
          <h1 style={styles.title}>{words.title}</h1>
          <p>{words.message}</p>
          <a style={styles.link} href={window.location.href}>
            {words.reload}
          </a>
          <a style={styles.link} href={localisedPath("/", language)}>
            {words.home}
          </a>
        </main>
      </body>
    </html>
  );
}

/** For a failure before React could take the page at all: the same message, built by hand. */
export function showStartupFailure(error: unknown) {
  reportError(error);
  const language = pageLanguage();
  const words = WORDS[language];
  const main = document.createElement("main");
  main.style.cssText = `max-width:560px;margin:0 auto;padding:120px 24px;text-align:center;color:${styles.main.color};font-family:${styles.main.fontFamily}`;
  const title = document.createElement("h1");
  title.style.cssText = `font-family:${styles.title.fontFamily};font-weight:400;font-size:40px`;
  title.textContent = words.title;
  const message = document.createElement("p");
  message.textContent = words.message;
  main.append(title, message);
  for (const [text, href] of [
    [words.reload, window.location.href],
    [words.home, localisedPath("/", language)],
  ] as const) {
    const link = document.createElement("a");
    link.style.cssText = "display:inline-block;margin:24px 12px 0;color:inherit";
    link.href = href;
    link.textContent = text;
    main.append(link);
  }
  document.body.replaceChildren(main);
}
