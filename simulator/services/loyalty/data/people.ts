// Names for deterministic account holders.
export const FIRST_NAMES = [
  "James", "Maria", "Wei", "Aisha", "Lukas", "Sofia", "Hiroshi", "Emma", "Carlos", "Priya",
  "Oliver", "Chloe", "Mateo", "Hannah", "Kenji", "Amara", "Daniel", "Ingrid", "Rafael", "Nora",
] as const;

export const LAST_NAMES = [
  "Anderson", "Garcia", "Chen", "Okafor", "Müller", "Rossi", "Tanaka", "Johansson", "Kowalski", "Patel",
  "Dubois", "O'Brien", "Nakamura", "Silva", "Fischer", "Haddad", "Thompson", "Novak", "Ramirez", "Lindqvist",
] as const;
