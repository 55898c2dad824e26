/**
 * The signed-in user (`GET /api/me`). Per-user queries live under ['me', …] so signing out can
 * drop them together. A module of its own, so auth's parts read it without a cycle.
 */
export const ME_QUERY_KEY = ['me'] as const;
