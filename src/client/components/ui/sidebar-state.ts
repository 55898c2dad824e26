/*
 * The sidebar's sizes and remembered state, apart from the provider (which brings Radix's
 * tooltip): the admin frame drawn while the admin code loads reads them from the main bundle.
 */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';

/**
 * The expanded/collapsed choice from the `sidebar_state` cookie; `fallback` when none is set.
 * A cookie rather than localStorage so a server-rendered page could read it too.
 */
export function readSidebarCookie(fallback = true): boolean {
  if (typeof document === 'undefined') return fallback;
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE_NAME}=(true|false)`));
  return match ? match[1] === 'true' : fallback;
}
