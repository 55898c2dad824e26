/**
 * The id of the `<script type="application/json">` in which the server sends the answers a
 * server-rendered page was drawn from. A data block, not a script: the content security policy
 * allows no inline scripts.
 */
export const SERVER_STATE_ID = 'server-state';
