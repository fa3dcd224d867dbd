// Accessibility checks for the browser tests: serious and critical axe violations, judged once
// fades and slides have finished (colours measured halfway through a fade are not the page's).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // Violations only: the same rules run, but the passes and the inapplicable are not gathered
  // node by node, which is most of axe's time on a long page. Legacy mode runs axe in the page
  // itself: the default opens a second, blank page to merge each frame's results (a new renderer,
  // axe injected twice: 2.4 s against 0.9 s for the same violations), and the shop has no frames.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
