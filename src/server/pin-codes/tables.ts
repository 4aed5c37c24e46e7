/** Kysely table types of the PIN-code directory (migration 0013). */
export interface PinCodesTable {
  /** Six digits, the first not 0. */
  pin: string;
  /** The state or union territory as the checkout names it (src/shared/indian-states.ts). */
  state: string;
  /** The city or town the PIN's post is for, in title case (package-rows.ts, decision 044): what the checkout fills as the city. */
  city: string;
  /** The PIN's district in that state, as India Post names it, in title case (migration 0034): delivery zones compare it. */
  district: string;
  /** How many of India Post's offices carry this PIN in this state: the lookup answers the state with most first. */
  post_offices: number;
}

/** Which edition of the directory the table holds: one row, replaced when the package brings another. */
export interface PinCodeDirectoryTable {
  edition: string;
  rows: number;
  loaded_at: string;
}

export interface PinCodeTables {
  pin_codes: PinCodesTable;
  pin_code_directory: PinCodeDirectoryTable;
}
