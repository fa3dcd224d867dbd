// Zod compiles object parsers with `new Function` when it may. In the browser our CSP forbids eval,
// and even Zod's caught probe for it is reported as a violation (Lighthouse, the console), so the
// browser parses without compiling. Imported first by the root route, before any schema is built.
import { config } from "zod/v4/core";

if (typeof document !== "undefined") config({ jitless: true });
