import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DELIVERY_PIN_COOKIE, DELIVERY_PIN_PROBLEM_ID } from '../../shared/delivery.ts';
import { PIN_CODE_PATTERN, unknownPinMessage } from '../../shared/pin-codes.ts';
import { errorDetail } from '../../shared/errors.ts';
import { auditedBy, recordAudit } from '../audit/audit-log.ts';
import { invalidField, notFound, parseOr400 } from '../http/errors.ts';
import { orderLanguage } from '../orders/order-language.ts';
import { lookUpPin } from '../pin-codes/directory.ts';
import { deliveryAnswer } from './promise.ts';
import { deliverySettingsSchema, describeChange, readDeliverySettings, saveDeliverySettings } from './settings.ts';

const pinParams = z.strictObject({ pin: z.string().regex(PIN_CODE_PATTERN, 'zip_invalid') });
// Back to a page of this shop only, as the page's form writes its path (percent-encoded): one
// slash, then neither a second one nor a backslash (another site), and no spaces.
const backQuery = z.object({ back: z.string().regex(/^\/(?!\/)[^\s\\#]*$/).max(500).default('/') });
const pinQuery = z.object({ pin: z.string().trim().regex(PIN_CODE_PATTERN, 'zip_invalid') });

export default async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  const settings = () => readDeliverySettings(app.database.db, app.config.shop.address);

  // Shopper: "Delivered by …" for a PIN, on the product page and at checkout. Public, under the
  // general API rate limit like the other public reads; the day is written in the page's language.
  app.get('/delivery/:pin', { config: { public: true } }, async (request, reply) => {
    const { pin } = parseOr400(pinParams, request.params);
    const answer = await deliveryAnswer(app.database.db, await settings(), pin, orderLanguage(request.headers['accept-language']));
    // The date moves at the cut-off and at midnight: asked again each time.
    reply.header('cache-control', 'no-store');
    if (!answer) throw notFound(unknownPinMessage(pin), errorDetail('pin_unknown', { pin }));
    return answer;
  });

  // Shopper without script: the product page's PIN form comes here, the PIN is remembered in
  // its cookie and the page is shown again, rendered with the date (decision 037). A PIN that is
  // not one (or not India Post's) goes back to the page at its line that says so, the cookie unchanged.
  app.get('/delivery-pin', { config: { public: true } }, async (request, reply) => {
    const { back } = parseOr400(backQuery, request.query);
    const typed = pinQuery.safeParse(request.query);
    reply.header('cache-control', 'no-store');
    if (!typed.success || !(await lookUpPin(app.database.db, typed.data.pin))) return reply.redirect(`${back}#${DELIVERY_PIN_PROBLEM_ID}`, 303);
    const secure = app.config.publicUrl?.startsWith('https:') ? '; Secure' : '';
    return reply.header('set-cookie', `${DELIVERY_PIN_COOKIE}=${typed.data.pin}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`).redirect(back, 303);
  });

  // Operator: the settings, and the defaults' source.
  app.get('/delivery-settings', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return settings();
  });

  // Operator: every setting at once, checked, recorded in the audit trail with what changed.
  app.put('/delivery-settings', async (request, reply) => {
    const next = parseOr400(deliverySettingsSchema, request.body);
    if (!(await lookUpPin(app.database.db, next.shopPin))) throw invalidField('shopPin', unknownPinMessage(next.shopPin));
    const before = await settings();
    const saved = await saveDeliverySettings(app.database.db, next);
    await recordAudit(app.database.db, { ...auditedBy(request), event: 'delivery-settings', subject: 'delivery', details: describeChange(before, saved) });
    reply.header('cache-control', 'no-store');
    return saved;
  });
}
