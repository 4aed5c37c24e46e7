import type english from '../en/hallmark.ts';

// हॉलमार्क वाला हिस्सा (decision 036): हर गहने का HUID और BIS से उसकी जाँच।
const hallmark: typeof english = {
  title: 'हॉलमार्क (HUID)',
  lead: 'हर हॉलमार्क वाले गहने पर BIS का निशान और उसका अपना छह अक्षरों का HUID होता है।',
  piece: (name: string, count: number) => (count > 1 ? `${name} (${count} नग)` : name),
  verify: 'गहने की जाँच के लिए: BIS Care ऐप (Android या iOS) खोलें, “Verify HUID” चुनें और उसका HUID डालें।',
};

export default hallmark;
