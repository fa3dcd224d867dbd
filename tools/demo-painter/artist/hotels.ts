// Fictional luxury hotels in Dubai, for the 'Trusted By' row (invented names, not real hotels).
export const trustedHotels: string[] = [
  "The Halcyon Palm",
  "Maison Sablier",
  "The Ambergris",
  "Qasr Al Nadeem",
  "The Saffron Gate",
];
