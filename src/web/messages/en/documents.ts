// The words of the order page's documents part (decision 036): the GST invoice and credit note
// (decision 030) and each shipped piece's HUID with how to check it with BIS. A chunk of its own a
// language, loaded with that deferred part (order-documents.tsx), so that the order page's first
// script carries none of it.
const documents = {
  documents: {
    invoice: 'GST tax invoice',
    creditNote: 'GST credit note',
    downloadInvoice: 'Download invoice',
    downloadCreditNote: 'Download credit note',
    inEmails: 'The link to it is in your order e-mails.',
  },
  hallmark: {
    title: 'Hallmark (HUID)',
    lead: 'Each hallmarked piece carries the BIS mark and its own six-character HUID.',
    piece: (name: string, count: number) => (count > 1 ? `${name} (${count} pieces)` : name),
    verify: 'To check a piece: open the BIS Care app (Android or iOS), choose “Verify HUID” and type its HUID.',
  },
};

export default documents;
