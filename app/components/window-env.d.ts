export {};

declare global {
  interface Window {
    /** The few settings the server hands to the browser (root loader). */
    ENV?: { backendUrl: string };
    dataLayer?: Record<string, unknown>[];
  }
}
