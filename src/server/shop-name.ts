/** The shop's name where the server writes it: e-mails, the authenticator app's entry, the refused link's page. */
export const SHOP_NAME = 'Rajat Silver';
