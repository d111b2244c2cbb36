/**
 * What other features may use of messages: nothing yet. The top bar's unread count lives in
 * platform/shopper/unread-count.ts, so the shell needs nothing from here.
 */
export {};
