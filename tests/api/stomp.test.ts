/** The real-time protocol suite (stomp-suite.ts) on the embedded broker: fan-out over LISTEN/NOTIFY. */
import { stompSuite } from './stomp-suite.ts';

stompSuite({});
