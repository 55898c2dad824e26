/**
 * The URL of a call to an endpoint of the contract: its path with the params filled in, then its
 * query (empty values left out, arrays repeated). The typed client and the pages' preloads both
 * build URLs here, so a preloaded answer is requested with exactly the same string.
 */
export function urlOf(
  template: string,
  { params, query }: { params?: Record<string, string>; query?: Record<string, unknown> } = {},
): string {
  const path = template.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  return search.size > 0 ? `${path}?${search}` : path;
}
