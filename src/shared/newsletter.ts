// The backend's list of newsletter subscribers as the API answers it (GET /api/newsletter/subscribers).

export type Subscriber = { email: string; subscribedAt: string };

export type SubscriberList = {
  /** How many addresses the list holds in all. */
  count: number;
  /** The newest subscribers, newest first (the CSV export holds every one). */
  newest: Subscriber[];
};

/** Where an operator downloads every subscriber as CSV. */
export const SUBSCRIBERS_CSV_PATH = '/api/newsletter/subscribers.csv';
