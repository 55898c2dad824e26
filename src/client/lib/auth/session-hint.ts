/**
 * Whether this browser last had a signed-in session. The session cookie is HttpOnly (scripts
 * cannot see it) and better-auth sets no readable companion, so the client remembers the last
 * answer itself. It only chooses which request comes first; the server decides who is signed in.
 */
export const SESSION_HINT_KEY = 'session-hint';

export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage disabled: every visit starts as if it were a guest's, which is still correct.
  }
}
