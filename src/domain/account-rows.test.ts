import { describe, expect, it } from 'vitest';
import { accountHeaderProblems, accountRecordCells, readAccountRows } from './account-rows.ts';

const invoice = (cells: Record<string, unknown>) => ({
  documentNumber: 'NF-1',
  clientCode: '1001',
  orderNumber: '100001',
  dueDate: '2026-12-10',
  value: '10.00',
  ...cells,
});

describe('invoice rows', () => {
  it.each([
    ['2024-02-29', null],
    ['2026-02-29', 'badDate'],
    ['2026-13-01', 'badDate'],
    ['0000-01-01', 'badDate'],
    ['10/12/2026', 'badDate'],
    ['', 'required'],
  ])('due date %s → %s', (dueDate, code) => {
    const { errors, records } = readAccountRows('invoices', [invoice({ dueDate })]);
    expect(errors.map((error) => error.code)).toEqual(code ? [code] : []);
    expect(records).toHaveLength(code ? 0 : 1);
  });

  it('reads money and flags, keeps absent and empty flags undefined', () => {
    const { records } = readAccountRows('invoices', [
      invoice({ value: '842.5', paid: 'yes', paymentExpired: '' }),
    ]);
    expect(records).toEqual([
      {
        documentNumber: 'NF-1',
        clientCode: '1001',
        orderNumber: '100001',
        dueDate: '2026-12-10',
        value: 842.5,
        paid: true,
      },
    ]);
  });

  it('takes no cents in a currency without them (PYG, CLP): an invoice or a limit of 183500,5 is refused', () => {
    const invoices = readAccountRows('invoices', [invoice({ value: '183500,5' })], undefined, 0);
    expect(invoices.errors).toEqual([
      { line: 2, column: 'value', code: 'tooManyDecimals', params: { max: 0 } },
    ]);
    const whole = readAccountRows('invoices', [invoice({ value: '183500,00' })], undefined, 0);
    expect(whole.records).toMatchObject([{ value: 183500 }]);
    const clients = readAccountRows(
      'clients',
      [{ code: '1004', name: 'Despensa', paymentLimit: '450000.75' }],
      undefined,
      0,
    );
    expect(clients.errors.map((error) => [error.column, error.code])).toEqual([
      ['paymentLimit', 'tooManyDecimals'],
    ]);
  });

  it('accepts a series slash in a document number, not in a client code', () => {
    const { errors } = readAccountRows('invoices', [
      invoice({ documentNumber: 'NF/2026/1', clientCode: 'A/B' }),
    ]);
    expect(errors).toEqual([{ line: 2, column: 'clientCode', code: 'badCode' }]);
  });

  it('takes a client code sent as a JSON number only when it is exact (an ERP payload)', () => {
    const { records, errors } = readAccountRows('invoices', [
      invoice({ clientCode: 1001 }),
      invoice({ documentNumber: 'NF-2', clientCode: JSON.parse('9007199254740993') as number }),
      invoice({ documentNumber: 'NF-3', clientCode: true }),
    ]);
    expect(records.map((record) => record.clientCode)).toEqual(['1001']);
    expect(errors).toEqual([
      { line: 3, column: 'clientCode', code: 'badCode' },
      { line: 4, column: 'clientCode', code: 'badCode' },
    ]);
  });
});

describe('client rows', () => {
  it('clears an empty optional text, keeps an absent column, names repeated codes', () => {
    const { records, errors } = readAccountRows(
      'clients',
      [
        { code: 'C1', name: ' Bar ', address: '' },
        { code: 'C1', name: 'Again' },
      ],
      [7, 9],
    );
    expect(records).toEqual([{ code: 'C1', name: 'Bar', address: null }]);
    expect(errors).toEqual([
      { line: 9, column: 'code', code: 'duplicateKey', params: { key: 'C1', line: 7 } },
    ]);
  });

  it('writes cells a re-read gives back', () => {
    const cells = accountRecordCells('clients', {
      code: 'C1',
      name: 'Bar',
      documentId: null,
      address: 'Rua 1',
      language: 'pt',
      minimumOrder: '0.00',
      paymentLimit: '2500.50',
      isOrderOptionActive: true,
      isFinishOrderOverLimitAuthorized: false,
    });
    const header = [
      'code',
      'name',
      'documentId',
      'address',
      'language',
      'minimumOrder',
      'paymentLimit',
      'isOrderOptionActive',
      'isFinishOrderOverLimitAuthorized',
    ];
    expect(accountHeaderProblems('clients', header)).toEqual({
      unknown: [],
      missing: [],
      duplicate: [],
    });
    const row = Object.fromEntries(header.map((column, index) => [column, cells[index]]));
    expect(readAccountRows('clients', [row]).records).toEqual([
      {
        code: 'C1',
        name: 'Bar',
        documentId: null,
        address: 'Rua 1',
        language: 'pt',
        minimumOrder: 0,
        paymentLimit: 2500.5,
        isOrderOptionActive: true,
        isFinishOrderOverLimitAuthorized: false,
      },
    ]);
  });
});
