/**
 * The socket address of the API calls the server makes to itself while it renders a page
 * (src/server/web/routes.ts). Not an IP address, so no client's socket can carry it; rate
 * limits skip these calls: the page request that caused them is charged to the shopper
 * (the page limits of src/server/web/routes.ts).
 */
export const IN_PROCESS_ADDRESS = 'in-process';
