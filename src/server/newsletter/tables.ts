/** Kysely table types of this resource. */
export interface NewsletterSubscribersTable {
  id: string;
  /** The address as the shopper typed it (trimmed). */
  email: string;
  /** Lower-case form: one subscription per address, whatever its case. */
  email_key: string;
  created_at: string;
}

export interface NewsletterTables {
  newsletter_subscribers: NewsletterSubscribersTable;
}
