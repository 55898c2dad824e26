import { DEFAULT_PREFERENCES, type Preferences } from '@shared/auth';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-errors';

export const PREFERENCES_QUERY_KEY = ['me', 'preferences'] as const;

/** The user's notification preferences; none stored yet (404) means the defaults, all on. */
export async function fetchPreferences(signal?: AbortSignal): Promise<Preferences> {
  try {
    // Missing fields (or an empty answer) fall back to the defaults too.
    const stored: Partial<Preferences> | null = await api('GET /api/me/preferences', { signal });
    return { ...DEFAULT_PREFERENCES, ...stored };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return DEFAULT_PREFERENCES;
    throw error;
  }
}

export function savePreferences(preferences: Preferences): Promise<Preferences> {
  return api('PUT /api/me/preferences', { body: preferences });
}
