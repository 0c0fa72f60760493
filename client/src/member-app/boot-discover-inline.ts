/**
 * The entry the /app/discover shell inlines instead of boot-inline.ts: the boot requests, then the first paint of
 * discover's lists from their answer (discover-first-paint.ts), before the app's JavaScript has arrived.
 */
import './boot';
import { paintDiscoverFromLanding } from './discover-first-paint';

paintDiscoverFromLanding();
