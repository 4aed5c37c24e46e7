// Couriers an operator ships with, the parcel's tracking (AWB) number and the link to follow it.
// The one list of couriers and the one place a tracking link is made: the order page, the
// backend and the shipped e-mail all ask here.

export const COURIERS = [
  { id: 'india-post', name: 'India Post (Speed Post)' },
  { id: 'delhivery', name: 'Delhivery' },
  { id: 'blue-dart', name: 'Blue Dart' },
  { id: 'dtdc', name: 'DTDC' },
  { id: 'ecom-express', name: 'Ecom Express' },
  { id: 'xpressbees', name: 'Xpressbees' },
  { id: 'shadowfax', name: 'Shadowfax' },
  { id: 'ekart', name: 'Ekart' },
  { id: 'other', name: 'Other' },
] as const;

export type CourierId = (typeof COURIERS)[number]['id'];
export const COURIER_IDS = COURIERS.map((courier) => courier.id) as [CourierId, ...CourierId[]];

/**
 * Each listed courier's public tracking page (decision 042; decision 025 had only the three that
 * take the number in their address). Where the page takes it, the link opens the parcel's
 * tracking; elsewhere it opens the courier's tracking page, where the shopper enters the number
 * (the order page and the e-mail say so beside it). 'Other' is a courier we do not know: no link.
 */
const TRACKING_PAGES: Record<Exclude<CourierId, 'other'>, { withNumber: (number: string) => string } | { enterNumber: string }> = {
  'india-post': { enterNumber: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx' },
  delhivery: { withNumber: (number) => `https://www.delhivery.com/track/package/${number}` },
  'blue-dart': { withNumber: (number) => `https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=${number}` },
  dtdc: { enterNumber: 'https://www.dtdc.in/tracking.asp' },
  'ecom-express': { withNumber: (number) => `https://ecomexpress.in/tracking/?awb_field=${number}` },
  xpressbees: { enterNumber: 'https://www.xpressbees.com/track' },
  shadowfax: { enterNumber: 'https://www.shadowfax.in/track-order' },
  ekart: { withNumber: (number) => `https://ekartlogistics.com/shipmenttrack/${number}` },
};

/** AWB numbers: letters and digits only (Speed Post's 'EE123456789IN', Delhivery's 13 digits, …). */
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9]{8,20}$/;
export const TRACKING_NUMBER_RULE = 'The tracking (AWB) number is 8 to 20 letters and digits, such as EE123456789IN.';

/** What an operator types, as it is stored: spaces and dashes dropped, capitals. */
export const normaliseTrackingNumber = (typed: string) => typed.replace(/[\s-]+/g, '').toUpperCase();

/** A courier's name for people: the list's name, or the one typed for 'Other'. */
export function courierName(id: CourierId, otherName?: string | null): string {
  if (id === 'other') return otherName?.trim() || 'Other';
  return COURIERS.find((courier) => courier.id === id)?.name ?? id;
}

/** The page where the shopper follows the parcel, or null for a courier we do not know ('other'). */
export function trackingUrl(id: CourierId, trackingNumber: string): string | null {
  if (id === 'other') return null;
  const page = TRACKING_PAGES[id];
  if ('enterNumber' in page) return page.enterNumber;
  return TRACKING_NUMBER_PATTERN.test(trackingNumber) ? page.withNumber(encodeURIComponent(trackingNumber)) : null;
}

/** Whether the courier's tracking page asks for the number (its address cannot carry it): the shopper is told to enter it. */
export function trackingNeedsNumber(id: CourierId): boolean {
  return id !== 'other' && 'enterNumber' in TRACKING_PAGES[id];
}

/** A shipped order's parcel, as the API answers it. */
export type Shipment = {
  courier: CourierId;
  /** The courier's name as shown: the list's, or the one typed for 'Other'. */
  courierName: string;
  trackingNumber: string;
  trackingUrl: string | null;
  /** The tracking page asks for the number (India Post, DTDC, Xpressbees, Shadowfax): the shopper enters it there. */
  trackingNeedsNumber: boolean;
  shippedAt: string;
};

/** What "Mark shipped" sends with the status: the courier, another's name for 'Other', the number, the pieces' HUIDs. */
export type ShipmentInput = {
  courier: CourierId;
  courierName?: string;
  trackingNumber: string;
  /** The HUIDs of each line's pieces (decision 036): a list a line, in the order's line order. */
  huids?: string[][];
  /** The operator was warned that the tracking number is on another order, and ships with it all the same (decision 042). */
  reuseTrackingNumber?: boolean;
};
