/**
 * The entry the /app shells inline (client/scripts/prerender.mjs compiles it to a plain script): boot.ts's
 * requests start as the HTML is parsed, without waiting for a script file.
 */
import './boot';
