// One rule for "come back here" addresses, shared with the server (which checks the page an
// e-mailed confirmation link returns to).
export { REDIRECT_PARAM, safeRedirectPath, signInPath } from '@shared/site-path';
