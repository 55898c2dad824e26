/** How long a search box waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;
