/** The verdict of a rate limiter on one attempt. */
export type RateLimitDecision = { allowed: boolean; retryAfterSeconds: number };

/** A one-time message for the page a successful form post redirects to (Post/Redirect/Get). */
export type Notice = {
  text: string;
  /** Further lines under the message (what happens next, a warning). */
  notes?: string[];
  /** One thing to do next (the followed horses' calendar). */
  link?: { href: string; label: string };
};

/** A request the server refused before any route ran: the site's error page says why, in Italian. */
export type Refusal = { status: number; title: string; message: string };
