// Loaded first into every Node process of a run on another day (NODE_OPTIONS=--import, set by
// tests/support/on-day.ts): the process's `Date` starts from that day. Nothing on a run on the real day.
import { clockOffset, installShiftedDate } from './clock.ts';

installShiftedDate(clockOffset());
