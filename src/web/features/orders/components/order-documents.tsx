import { use } from 'react';
import { Download } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import type { PublicOrder } from '../../../../shared/order.ts';
import { orderDocumentPath } from '../../../lib/order-document-paths.ts';
import { usePageLanguage } from '../../../lib/language.tsx';
import { documentWords, type DocumentWords } from '../lib/document-words.ts';
import { OrderHallmarks } from './order-hallmarks.tsx';
import styles from './orders.module.css';

// The order's GST documents on its page: a deferred part of the page (order-confirmation.tsx),
// so that its code stays out of the screen's first script; and its words too, a chunk of their
// own a language loaded with it (decision 036). The server renders it whole, words and all.

/**
 * The HUIDs of a shipped order's pieces (every shipped order has its invoice), then the order's
 * invoice and, once it is cancelled or returned, the credit note that reversed it.
 */
export function OrderDocuments({ order }: { order: PublicOrder }) {
  const words = use(documentWords(usePageLanguage().language));
  return (
    <>
      <OrderHallmarks order={order} words={words.hallmark} />
      {order.invoiceNumber ? (
        <TaxDocument words={words.documents} title={words.documents.invoice} number={order.invoiceNumber} order={order} document="invoice" action={words.documents.downloadInvoice} />
      ) : null}
      {order.creditNoteNumber ? (
        <TaxDocument
          words={words.documents}
          title={words.documents.creditNote}
          number={order.creditNoteNumber}
          order={order}
          document="credit-note"
          action={words.documents.downloadCreditNote}
        />
      ) : null}
    </>
  );
}

type TaxDocumentProps = { words: DocumentWords['documents']; title: string; number: string; order: PublicOrder; document: 'invoice' | 'credit-note'; action: string };

/**
 * A GST document of the order (its invoice, or the credit note that reversed it): its number,
 * and its PDF for the buyer, whose link to this page carries the key (decision 030). The
 * number alone does not open it: the PDF names the street address this page leaves out.
 */
function TaxDocument({ words, title, number, order, document, action }: TaxDocumentProps) {
  return (
    <div className={styles.invoice}>
      <p>
        {title} <span className={styles.nowrap}>{number}</span>
      </p>
      {order.documentsKey ? (
        <a className={styles.invoiceLink} href={orderDocumentPath(order.number, document, order.documentsKey)} download data-testid={`${document}-download`}>
          <Icon icon={Download} aria-hidden size={18} />
          {action}
        </a>
      ) : (
        <small>{words.inEmails}</small>
      )}
    </div>
  );
}
