/**
 * The entry the /app/discover shell inlines instead of boot-inline.ts: the boot requests, then the first paint of
 * discover's lists from their answer (discover-first-paint.ts), before the app's JavaScript has arrived. /app gets
 * this shell too and leads to discover: its address becomes discover's first (discover-address.ts), so the app's
 * first render is the painted screen, not a redirect to it.
 */
import './discover-address';
import './boot';
import { paintDiscoverFromLanding } from './discover-first-paint';

paintDiscoverFromLanding();
