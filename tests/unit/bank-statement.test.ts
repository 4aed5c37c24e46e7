import { describe, expect, it } from 'vitest';
import { narrationReferences, orderNumbersIn, planStatement, readStatement, statementAmount, StatementError, type CandidateOrder } from '../../src/server/orders/bank-statement.ts';

// Reading a bank statement's CSV (src/server/orders/bank-statement.ts): the header rows of the
// usual Indian banks' exports, their amounts, and which rows pay which UPI orders.

describe('reading a bank statement', () => {
  it.each([
    ['HDFC', 'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance', '24/11/26,UPI-412345678901,0000412345678901,24/11/26,,"1,104.99","9,104.99"'],
    ['ICICI', 'S No.,Value Date,Transaction Date,Cheque Number,Transaction Remarks,Withdrawal Amount (INR ),Deposit Amount (INR ),Balance (INR )', '1,24/11/2026,24/11/2026,-,UPI/412345678901/ASHA,0.00,1104.99,9104.99'],
    ['SBI', 'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance', '24 Nov 2026,24 Nov 2026,BY TRANSFER-UPI/CR/412345678901/ASHA,,, 1104.99 ,"9,104.99"'],
    ['Axis', 'Tran Date,CHQNO,PARTICULARS,DR,CR,BAL,SOL', '24-11-2026,,UPI/P2A/412345678901/ASHA,,1104.99,9104.99,1234'],
    ['Kotak', 'Sl. No.,Transaction Date,Value Date,Description,Chq / Ref No.,Amount,Dr / Cr,Balance', '1,24-11-2026,24-11-2026,UPI/ASHA/412345678901,UPI-412345678901,"1,104.99",CR,"9,104.99"'],
  ])("reads %s's columns", (_bank, header, row) => {
    const { credits } = readStatement(`${header}\n${row}\n`);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ line: 2, amountPaise: 110499 });
    expect(credits[0]!.references).toEqual(['412345678901']);
  });

  it('finds the header row below the account details, in any case, and skips debits, blanks and footers', () => {
    const text = [
      'Account Name,RAJAT SILVER',
      'Account Number,50100123456789',
      '',
      'DATE,NARRATION,WITHDRAWAL AMT.,DEPOSIT AMT.',
      '24/11/26,NEFT TO SUPPLIER,"25,000.00",',
      '24/11/26,"UPI, ASHA, RS-ABCDEFGHJK",,₹1104.99',
      ',,,',
      'Closing balance,,,see above',
    ].join('\r\n');
    const { credits, unreadable } = readStatement(text);
    expect(credits).toEqual([{ line: 6, date: '24/11/26', narration: 'UPI, ASHA, RS-ABCDEFGHJK', amountPaise: 110499, references: [] }]);
    expect(unreadable).toEqual([expect.objectContaining({ line: 8, date: 'Closing balance' })]);
  });

  it('reads amounts as banks write them, in paise, and knows a debit', () => {
    expect(statementAmount('1,104.99')).toEqual({ paise: 110499, debit: false });
    expect(statementAmount('₹1,10,499.00')).toEqual({ paise: 11049900, debit: false });
    expect(statementAmount('Rs. 1104.9')).toEqual({ paise: 110490, debit: false });
    expect(statementAmount('INR 1104')).toEqual({ paise: 110400, debit: false });
    expect(statementAmount('1,104.99 Cr')).toEqual({ paise: 110499, debit: false });
    expect(statementAmount('1,104.99 Dr')).toEqual({ paise: 110499, debit: true });
    expect(statementAmount('-500.00')).toEqual({ paise: 50000, debit: true });
    expect(statementAmount('(500.00)')).toEqual({ paise: 50000, debit: true });
    expect(statementAmount('')).toBeNull();
    expect(statementAmount(' - ')).toBeNull();
    expect(statementAmount('1.999')).toBeUndefined();
    expect(statementAmount('twelve')).toBeUndefined();
  });

  it('names what a header row lacks, and refuses what is not CSV text', () => {
    expect(() => readStatement('Date,Narration,Withdrawal Amt.\n24/11/26,UPI,5')).toThrow(
      "The statement's header row lacks a credit amount column (Credit, Deposit, Deposit Amt., Cr Amount, or Amount).",
    );
    expect(() => readStatement('Narration,Credit\nUPI,5')).toThrow("The statement's header row lacks a date column (Date, Txn Date, Transaction Date or Value Date).");
    expect(() => readStatement('')).toThrow('The file is empty. Upload the bank statement as a CSV file.');
    expect(() => readStatement(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]))).toThrow('This file is a PDF, not a CSV file.');
    expect(() => readStatement(new Uint8Array([0xff, 0xfe, 0x00, 0x41]))).toThrow(StatementError);
  });
});

describe('matching rows to UPI orders', () => {
  const order = (number: string, paise: number, reference: string | null = null, status: CandidateOrder['status'] = 'awaiting_payment'): CandidateOrder => ({
    number,
    status,
    order_total_paise: paise,
    upi_reference: reference,
  });
  const row = (line: number, amountPaise: number, narration: string, references = narrationReferences(narration)) => ({ line, date: '24/11/26', amountPaise, narration, references });

  it('finds order numbers with or without the hyphen anywhere, and a UTR only at its place', () => {
    expect(orderNumbersIn('UPI/rsabcdefghjk/412345678901/0000512345678901 RS-BCDEFGHJKM')).toEqual(['RS-ABCDEFGHJK', 'RS-BCDEFGHJKM']);
    expect(narrationReferences('UPI/412345678901/ASHA')).toEqual(['412345678901']);
    expect(narrationReferences('BY TRANSFER-UPI/CR/412345678901/ASHA')).toEqual(['412345678901']);
    // 12 digits elsewhere in the text (the payer's note, an account number) are not the payment's reference.
    expect(narrationReferences('UPI/ASHA/412345678901 NOTE 512345678902')).toEqual([]);
    const { credits } = readStatement('Date,Narration,Ref No.,Deposit Amt.\n24/11/26,NEFT 412345678901 FOR 512345678902,,1104.99\n24/11/26,UPI CREDIT,0000612345678903,1104.99\n');
    expect(credits.map((credit) => credit.references)).toEqual([[], ['612345678903']]);
  });

  it('skips a row whose UTR paid an order already, naming that order', () => {
    const plan = planStatement([row(2, 110499, 'UPI/412345678901/ASHA')], [order('RS-BCDEFGHJKM', 110499, '412345678901')], new Map([['412345678901', 'RS-ABCDEFGHJK']]));
    expect(plan.toPay).toEqual([]);
    expect(plan.unmatched).toEqual([expect.objectContaining({ line: 2, note: 'Its UPI reference 412345678901 paid order RS-ABCDEFGHJK already.' })]);
  });

  it('leaves a row that fits two orders, and says which', () => {
    const plan = planStatement([row(2, 110499, 'UPI RS-ABCDEFGHJK RS-BCDEFGHJKM')], [order('RS-ABCDEFGHJK', 110499), order('RS-BCDEFGHJKM', 110499)]);
    expect(plan.toPay).toEqual([]);
    expect(plan.unmatched[0]?.note).toBe('It fits orders RS-ABCDEFGHJK and RS-BCDEFGHJKM: mark the right one paid by hand.');
  });

  it('pays a late payment, never an order already cancelled, and records the reference the row shows', () => {
    const plan = planStatement(
      [row(2, 110499, 'UPI/412345678901/RS-ABCDEFGHJK'), row(3, 50000, 'UPI RS-BCDEFGHJKM')],
      [order('RS-ABCDEFGHJK', 110499, null, 'expired'), order('RS-BCDEFGHJKM', 50000, null, 'cancelled')],
    );
    expect(plan.toPay.map((pay) => [pay.order.number, pay.reference])).toEqual([['RS-ABCDEFGHJK', '412345678901']]);
    expect(plan.unmatched).toEqual([expect.objectContaining({ line: 3, note: 'It names order RS-BCDEFGHJKM, which is cancelled already.' })]);
    // Two 12-digit numbers and no reference given: which is the UTR is not known, none is recorded.
    const unsure = planStatement([row(2, 110499, 'UPI RS-ABCDEFGHJK', ['412345678901', '512345678902'])], [order('RS-ABCDEFGHJK', 110499)]);
    expect(unsure.toPay.map((pay) => [pay.order.number, pay.reference])).toEqual([['RS-ABCDEFGHJK', null]]);
  });
});
