import type { Messages } from '../types.ts';
import { formatInr } from '../../../shared/money.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../../../shared/order-limits.ts';
import { SHOP_CONTACT } from '../../../shared/shop-contact.ts';
import { wholeInr } from '../../../shared/money.ts';

const CALL = `ଦୟାକରି ଆମକୁ ${SHOP_CONTACT.phone}ରେ ଫୋନ୍ କରନ୍ତୁ କିମ୍ବା ${SHOP_CONTACT.salesEmail}ରେ ଲେଖନ୍ତୁ।`;
const NO_LINKS = 'ୱେବ୍ ଠିକଣା, ଲିଙ୍କ କିମ୍ବା < > ନୁହେଁ';
const piece = (name: string, sizes: string[]) => (sizes.some(Boolean) ? `“${name}” (ସାଇଜ୍ ${sizes.filter(Boolean).join(', ')})` : `“${name}”`);
const COD_NOTHING_TO_PAY = 'ଏହି ଅର୍ଡର କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରିର: ଏବେ କିଛି ପେମେଣ୍ଟ କରିବାକୁ ନାହିଁ।';
const CLOSED = 'ଏହି ଅର୍ଡର ବନ୍ଦ ହୋଇସାରିଛି, ଆଉ ଏହାର ପେମେଣ୍ଟ ହେବ ନାହିଁ।';

const errors: Messages['errors'] = {
  name_missing: () => 'ଆପଣଙ୍କ ପୂରା ନାମ ଲେଖନ୍ତୁ।',
  name_long: () => 'ନାମ 100 ଅକ୍ଷରରୁ କମ୍ ରଖନ୍ତୁ।',
  name_links: () => `କେବଳ ଆପଣଙ୍କ ନାମ ଲେଖନ୍ତୁ: ${NO_LINKS}।`,
  email_missing: () => 'ଆପଣଙ୍କ ଇମେଲ୍ ଠିକଣା ଲେଖନ୍ତୁ।',
  email_long: () => 'ଏହି ଇମେଲ୍ ଠିକଣା ବହୁତ ଲମ୍ବା।',
  email_invalid: () => 'ଠିକ୍ ଇମେଲ୍ ଠିକଣା ଲେଖନ୍ତୁ, ଯେପରି name@example.com।',
  phone_missing: () => 'ଆପଣଙ୍କ 10 ଅଙ୍କର ମୋବାଇଲ୍ ନମ୍ବର ଲେଖନ୍ତୁ।',
  phone_invalid: () => '10 ଅଙ୍କର ଭାରତୀୟ ମୋବାଇଲ୍ ନମ୍ବର ଲେଖନ୍ତୁ, ଯେପରି 98765 43210।',
  address_missing: () => 'ଆପଣଙ୍କ ଠିକଣା ଲେଖନ୍ତୁ: ଘର ନମ୍ବର, ଗଳି ଓ ଅଞ୍ଚଳ।',
  address_long: () => 'ଠିକଣା 300 ଅକ୍ଷରରୁ କମ୍ ରଖନ୍ତୁ।',
  address_links: () => `କେବଳ ଆପଣଙ୍କ ଡାକ ଠିକଣା ଲେଖନ୍ତୁ: ${NO_LINKS}।`,
  city_missing: () => 'ଆପଣଙ୍କ ସହର ଲେଖନ୍ତୁ।',
  city_long: () => 'ସହରର ନାମ 80 ଅକ୍ଷରରୁ କମ୍ ରଖନ୍ତୁ।',
  city_links: () => `କେବଳ ସହର ଲେଖନ୍ତୁ: ${NO_LINKS}।`,
  state_missing: () => 'ଆପଣଙ୍କ ରାଜ୍ୟ କିମ୍ବା କେନ୍ଦ୍ରଶାସିତ ଅଞ୍ଚଳ ବାଛନ୍ତୁ।',
  zip_missing: () => 'ଆପଣଙ୍କ 6 ଅଙ୍କର ପିନ୍ କୋଡ୍ ଲେଖନ୍ତୁ।',
  zip_invalid: () => 'ଠିକ୍ 6 ଅଙ୍କର ପିନ୍ କୋଡ୍ ଲେଖନ୍ତୁ, ଯେପରି 753001।',
  pin_unknown: ({ pin }) => `ପିନ୍ କୋଡ୍ ${pin} ଇଣ୍ଡିଆ ପୋଷ୍ଟର ତାଲିକାରେ ନାହିଁ। ପିନ୍ କୋଡ୍ ଯାଞ୍ଚ କରନ୍ତୁ।`,
  pin_state: ({ pin, states, chosen }) => `ପିନ୍ କୋଡ୍ ${pin} ${states.join(' କିମ୍ବା ')}ରେ ଅଛି, ${chosen}ରେ ନୁହେଁ। ପିନ୍ କୋଡ୍ କିମ୍ବା ରାଜ୍ୟ ଯାଞ୍ଚ କରନ୍ତୁ।`,
  pan_missing: () => 'ଆପଣଙ୍କ PAN ଲେଖନ୍ତୁ।',
  pan_invalid: () => 'PAN କାର୍ଡରେ ଯେମିତି ଅଛି ସେମିତି ଲେଖନ୍ତୁ: 5ଟି ଅକ୍ଷର, 4ଟି ଅଙ୍କ ଓ ଗୋଟିଏ ଅକ୍ଷର, ଯେପରି ABCDE1234F।',
  product_missing: () => 'କେଉଁ ଗହଣା, ତାହା ଦିଆଯାଇନାହିଁ।',
  product_unknown: () => 'ଏହି ଗହଣା ଆମ ପାଖରେ ନାହିଁ।',
  size_invalid: () => 'ଏହି ପିସ୍ ସେହି ସାଇଜରେ ମିଳେ ନାହିଁ: କାର୍ଟରେ ଏହାର ଏକ ସାଇଜ୍ ବାଛନ୍ତୁ।',
  size_choose: () => 'କାର୍ଟରେ ଏହି ମୁଦିର ସାଇଜ୍ ବାଛନ୍ତୁ।',
  quantity_missing: () => 'ସଂଖ୍ୟା ଲେଖନ୍ତୁ।',
  quantity_whole: () => 'ସଂଖ୍ୟା ପୂରା ଅଙ୍କରେ ଲେଖନ୍ତୁ।',
  quantity_min: () => 'ସଂଖ୍ୟା ଅତି କମ୍‌ରେ 1 ହେବା ଦରକାର।',
  quantity_max: () => `ଗୋଟିଏ ଅର୍ଡରରେ ଗୋଟିଏ ଗହଣା ବେଶିରେ ବେଶି ${MAX_LINE_QUANTITY}ଟି ନେଇପାରିବେ।`,
  payment_method_invalid: () => 'ପେମେଣ୍ଟର ଉପାୟ ବାଛନ୍ତୁ: Razorpayରେ UPI, କାର୍ଡ, ନେଟବ୍ୟାଙ୍କିଙ୍ଗ କିମ୍ବା ୱାଲେଟ୍, କିମ୍ବା କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି।',
  lines_missing: () => 'ଅର୍ଡରରେ କୌଣସି ଗହଣା ନାହିଁ।',
  cart_empty: () => 'ଆପଣଙ୍କ କାର୍ଟ ଖାଲି ଅଛି।',
  lines_max: () => `ଗୋଟିଏ ଅର୍ଡରରେ ସର୍ବାଧିକ ${MAX_ORDER_LINES}ଟି ଭିନ୍ନ ଗହଣା ରହିପାରିବ।`,
  lines_duplicate: () => 'ଗୋଟିଏ ଗହଣା ଗୋଟିଏ ସାଇଜ୍‌ରେ କେବଳ ଥରେ ଯୋଡ଼ାଯାଇପାରିବ।',
  cod_limit: ({ limit }) => `କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି ଗୋଟିଏ ଅର୍ଡରରେ ${wholeInr(limit)} ପର୍ଯ୍ୟନ୍ତ ହିଁ ସମ୍ଭବ। ଏହି ଅର୍ଡର ପାଇଁ ${CALL}`,
  cod_pin_blocked: ({ pin }) => `ପିନ୍ କୋଡ୍ ${pin}ରେ କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି ନାହିଁ। ${CALL}`,
  pan_required: () => '₹2,00,000 କିମ୍ବା ଅଧିକର ଅର୍ଡର ପାଇଁ କ୍ରେତାଙ୍କ PAN ଦରକାର (ଆୟକର ନିୟମ 114B)। ଆପଣଙ୍କ PAN ଲେଖନ୍ତୁ।',
  cod_pieces: ({ perProduct, totalCap, over, pieces }) =>
    [
      ...over.map((each) => `କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି ଅର୍ଡରରେ “${each.name}” ସର୍ବାଧିକ ${perProduct}ଟି ରହିପାରିବ; ଆପଣଙ୍କ କାର୍ଟରେ ${each.pieces}ଟି ଅଛି।`),
      ...(pieces > totalCap ? [`କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି ଅର୍ଡରରେ ସର୍ବାଧିକ ${totalCap}ଟି ଗହଣା ରହିପାରିବ; ଆପଣଙ୍କ କାର୍ଟରେ ${pieces}ଟି ଅଛି।`] : []),
      `ଅଧିକ ପାଇଁ ${CALL}`,
    ].join(' '),
  cod_product_pieces: ({ perProduct, name, pieces }) =>
    `କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି ଅର୍ଡରରେ “${name}” ସର୍ବାଧିକ ${perProduct}ଟି ରହିପାରିବ; ଆପଣଙ୍କ କାର୍ଟରେ ${pieces}ଟି ଅଛି।`,
  stock: ({ shortages }) => shortages.map((each) => errors.stock_line(each)).join(' '),
  stock_line: ({ name, sizes, left, wanted }) =>
    left === 0
      ? `${piece(name, sizes)} ଷ୍ଟକ୍‌ରେ ନାହିଁ: ଅର୍ଡର ପାଇଁ ଏହାକୁ କାର୍ଟରୁ ହଟାନ୍ତୁ।`
      : `${piece(name, sizes)} କେବଳ ${left}ଟି ବାକି ଓ ଆପଣଙ୍କ କାର୍ଟରେ ${wanted}ଟି ଅଛି: ସଂଖ୍ୟା କମାନ୍ତୁ କିମ୍ବା ଏହାକୁ ହଟାନ୍ତୁ।`,
  products_gone: () => 'ଆପଣଙ୍କ କାର୍ଟର କିଛି ଗହଣା ଆଉ ମିଳୁନାହିଁ। ସେଗୁଡ଼ିକୁ କାର୍ଟରୁ ହଟାଇ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
  product_gone: () => 'ଏହି ଗହଣା ଆଉ ମିଳୁନାହିଁ।',
  order_too_large: ({ max, total }) =>
    `ଗୋଟିଏ ଅର୍ଡର ସର୍ବାଧିକ ${formatInr(max)}ର ହୋଇପାରିବ; ଏହା ${formatInr(total)}ର। ଦୟାକରି କମ୍ ଗହଣା ଅର୍ଡର କରନ୍ତୁ, କିମ୍ବା ବଡ଼ ଅର୍ଡର ପାଇଁ ଆମ ସହ ଯୋଗାଯୋଗ କରନ୍ତୁ।`,
  order_limit: ({ by, count, hours }) =>
    `${by === 'phone' ? 'ଏହି ମୋବାଇଲ୍ ନମ୍ବରରୁ' : by === 'email' ? 'ଏହି ଇମେଲ୍ ଠିକଣାରୁ' : 'ଆପଣଙ୍କ ନେଟୱାର୍କରୁ'} ଗତ ${hours} ଘଣ୍ଟାରେ ${count}ଟି ଅର୍ଡର ଆସିସାରିଛି, ଯାହା ଅନଲାଇନ୍‌ରେ ଆମର ସୀମା। ଅଧିକ ଅର୍ଡର ପାଇଁ ${CALL}`,
  payment_method_off: ({ method }) => (method === 'upi' ? 'ଏହି ଦୋକାନ ଏବେ UPI ପେମେଣ୍ଟ ନିଏ ନାହିଁ।' : 'ଏହି ଦୋକାନ ଏବେ Razorpayରେ ପେମେଣ୍ଟ ନିଏ ନାହିଁ।'),
  order_not_found: () => 'ଏହି ନମ୍ବରର କୌଣସି ଅର୍ଡର ନାହିଁ।',
  pieces_sold: () => 'ଏହି ଅର୍ଡରର ଗହଣା ଏ ଭିତରେ ବିକ୍ରି ହୋଇଗଲା। ଦୟାକରି ନୂଆ ଅର୍ଡର ଦିଅନ୍ତୁ।',
  gateway_unavailable: () => 'ଏବେ Razorpay ସହ ଯୋଗାଯୋଗ ହୋଇପାରୁନାହିଁ। ଦୟାକରି ଏକ ମିନିଟ୍ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
  upi_reference_invalid: () => 'UPI ରେଫରେନ୍ସ (UTR) ହେଉଛି ପେମେଣ୍ଟ ପରେ ଆପଣଙ୍କ UPI ଆପ୍ ଦେଖାଉଥିବା 12 ଅଙ୍କର ନମ୍ବର।',
  upi_reference_refused: ({ reason }) =>
    ({
      not_upi: 'ଏହି ଅର୍ଡରର ପେମେଣ୍ଟ UPIରେ ହେବାର ନାହିଁ, ତେଣୁ UPI ରେଫରେନ୍ସ ଦରକାର ନାହିଁ।',
      paid: 'ଏହି ଅର୍ଡରର ପେମେଣ୍ଟ ହୋଇସାରିଛି, ଆଉ UPI ରେଫରେନ୍ସ ଦରକାର ନାହିଁ।',
      cancelled: 'ଏହି ଅର୍ଡର ବାତିଲ ହୋଇସାରିଛି, ଏହାର ପେମେଣ୍ଟ ନିଆଯିବ ନାହିଁ।',
      expired: `ପେମେଣ୍ଟ ନ ହେବାରୁ ଏହି ଅର୍ଡରର ସମୟ ସରିଗଲା ଓ ଏହାର ଗହଣା ଆଉ ଆପଣଙ୍କ ପାଇଁ ରଖାଯାଇନାହିଁ। ଯଦି ଆପଣ ପେମେଣ୍ଟ କରିସାରିଛନ୍ତି, ତେବେ UPI ରେଫରେନ୍ସ ସହ ${CALL}`,
      payment_failed: `ଆମେ ଏହି ଅର୍ଡରର ପେମେଣ୍ଟ ପାଇଲୁ ନାହିଁ। ଯଦି ଆପଣ ପେମେଣ୍ଟ କରିସାରିଛନ୍ତି, ତେବେ UPI ରେଫରେନ୍ସ ସହ ${CALL}`,
    })[reason],
  razorpay_refused: ({ reason }) =>
    ({
      not_razorpay: 'ଏହି ଅର୍ଡରର ପେମେଣ୍ଟ Razorpayରେ ହେବାର ନାହିଁ।',
      cod: COD_NOTHING_TO_PAY,
      paid: 'ଏହି ଅର୍ଡରର ପେମେଣ୍ଟ ହୋଇସାରିଛି।',
      closed: CLOSED,
      cancelled: 'ଏହି ଅର୍ଡର ବାତିଲ ହୋଇସାରିଛି, ଏହାର ପେମେଣ୍ଟ ନିଆଯିବ ନାହିଁ।',
      expired: 'ପେମେଣ୍ଟ ନ ହେବାରୁ ଏହି ଅର୍ଡରର ସମୟ ସରିଗଲା ଓ ଏହାର ଗହଣା ଆଉ ଆପଣଙ୍କ ପାଇଁ ରଖାଯାଇନାହିଁ। ଅର୍ଡର ପେଜରୁ ପୁଣି ପେମେଣ୍ଟ କରନ୍ତୁ।',
      payment_failed: 'ଆମେ ଏହି ଅର୍ଡରର ପେମେଣ୍ଟ ପାଇଲୁ ନାହିଁ। ଅର୍ଡର ପେଜରୁ ପୁଣି ପେମେଣ୍ଟ କରନ୍ତୁ।',
      other: 'ଏବେ ଏହି ଅର୍ଡରର ପେମେଣ୍ଟ ହୋଇପାରିବ ନାହିଁ।',
    })[reason],
  payment_signature: () => 'ପେମେଣ୍ଟ ଯାଞ୍ଚ ହୋଇପାରିଲା ନାହିଁ, ଅର୍ଡରରେ କିଛି ବଦଳିନାହିଁ।',
  retry_refused: ({ reason }) =>
    ({
      cod: COD_NOTHING_TO_PAY,
      awaiting: 'ଏହି ଅର୍ଡରର ପେମେଣ୍ଟ ଏବେ ବି ବାକି ଅଛି: ଏହି ପେଜରୁ ପେମେଣ୍ଟ କରନ୍ତୁ।',
      paid: 'ଏହି ଅର୍ଡରର ପେମେଣ୍ଟ ହୋଇସାରିଛି।',
      closed: CLOSED,
      cancelled: 'ଏହି ଅର୍ଡର ବାତିଲ ହୋଇସାରିଛି, ଏହାର ପେମେଣ୍ଟ ନିଆଯିବ ନାହିଁ। ଦୟାକରି ନୂଆ ଅର୍ଡର ଦିଅନ୍ତୁ।',
    })[reason],
  subscribe_email_invalid: () => 'ଦୟାକରି ଠିକ୍ ଇମେଲ୍ ଠିକଣା ଲେଖନ୍ତୁ, ଯେପରି name@example.com।',
  subscribe_email_long: () => 'ଏହି ଇମେଲ୍ ଠିକଣା ବହୁତ ଲମ୍ବା।',
  too_many: ({ seconds }) =>
    `ବହୁତ ଥର ଚେଷ୍ଟା ହୋଇସାରିଛି। ଦୟାକରି ${seconds < 60 ? `${seconds} ସେକେଣ୍ଡ` : `${Math.ceil(seconds / 60)} ମିନିଟ୍`} ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।`,
  unavailable: () => 'ଦୋକାନର ସିଷ୍ଟମ୍ ଏବେ ଉତ୍ତର ଦେଉନାହିଁ। ଦୟାକରି ଟିକେ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
  internal: () => 'ଆମ ପକ୍ଷରୁ କିଛି ଭୁଲ୍ ହୋଇଗଲା। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
  network: () => 'ଦୋକାନର ୱେବସାଇଟ୍ ସହ ଯୋଗାଯୋଗ ହୋଇପାରିଲା ନାହିଁ। ଆପଣଙ୍କ ଇଣ୍ଟରନେଟ୍ ସଂଯୋଗ ଯାଞ୍ଚ କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
};
export default errors;
