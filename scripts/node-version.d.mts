/** The line to print when `version` (e.g. "20.20.2") is older than the product needs, else null. */
export function nodeVersionProblem(version: string): string | null;
