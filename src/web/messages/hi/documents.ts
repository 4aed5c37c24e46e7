import type english from '../en/documents.ts';

// ऑर्डर पेज के दस्तावेज़ वाले हिस्से के शब्द (decision 036): GST इनवॉइस, क्रेडिट नोट और HUID।
const documents: typeof english = {
  documents: {
    invoice: 'GST टैक्स इनवॉइस',
    creditNote: 'GST क्रेडिट नोट',
    downloadInvoice: 'इनवॉइस डाउनलोड करें',
    downloadCreditNote: 'क्रेडिट नोट डाउनलोड करें',
    inEmails: 'इसका लिंक आपके ऑर्डर के ईमेल में है।',
  },
  hallmark: {
    title: 'हॉलमार्क (HUID)',
    lead: 'हर हॉलमार्क वाले गहने पर BIS का निशान और उसका अपना छह अक्षरों का HUID होता है।',
    piece: (name: string, count: number) => (count > 1 ? `${name} (${count} नग)` : name),
    verify: 'गहने की जाँच के लिए: BIS Care ऐप (Android या iOS) खोलें, “Verify HUID” चुनें और उसका HUID डालें।',
  },
};

export default documents;
