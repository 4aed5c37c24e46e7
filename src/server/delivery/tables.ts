/** Kysely table types of the delivery dates (migration 0024). */
export interface DeliverySettingsTable {
  /** Always 1: the shop's one set of settings. */
  id: number;
  shop_pin: string;
  /** 'HH:MM', India's time. */
  cutoff: string;
  /** JSON: working days per zone. */
  zone_days: string;
  /** JSON: [{ date: 'YYYY-MM-DD', name }]. */
  holidays: string;
  updated_at: string;
}

/** A PIN code where cash on delivery is not offered. */
export interface CodBlockedPinsTable {
  pin: string;
}

export interface DeliveryTables {
  delivery_settings: DeliverySettingsTable;
  cod_blocked_pins: CodBlockedPinsTable;
}
