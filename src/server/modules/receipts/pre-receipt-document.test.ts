import { describe, it, expect } from 'vitest';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { PRE_RECEIPT_LABELS, preReceiptDocument } from './pre-receipt-document.ts';
import { receiptLines, sampleReceipt } from './pre-receipt-fixture.test-support.ts';

const NBSP = '\u00a0';

/** Every string of the content tree, in document order (pdfmake nodes are plain data). */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object') return Object.values(node).flatMap(texts);
  return [];
}

function footerOf(definition: TDocumentDefinitions, page: number, pages: number): Content {
  const footer = definition.footer;
  if (typeof footer !== 'function') throw new Error('footer is not dynamic');
  return footer(page, pages, { width: 595, height: 842, orientation: 'portrait' }) as Content;
}

function tableBody(definition: TDocumentDefinitions): unknown[][] {
  const content = definition.content as Content[];
  const table = content.find(
    (node): node is Extract<Content, { table: unknown }> =>
      typeof node === 'object' && node !== null && 'table' in node,
  );
  if (!table) throw new Error('no table');
  return table.table.body as unknown[][];
}

describe('preReceiptDocument (SPEC §7 PDF pre-receipt, in French, two decimals)', () => {
  it('metadata: title and subject carry the order number, creation date is the order instant', () => {
    const definition = preReceiptDocument(sampleReceipt());
    expect(definition.info?.title).toBe('Pré-reçu 4001234');
    expect(definition.info?.subject).toBe('Commande 4001234');
    expect(definition.info?.creationDate).toEqual(new Date('2026-03-15T13:45:00.000Z'));
    expect(definition.language).toBe('fr-FR');
  });

  it('is French and shows order number, date in the tenant zone, client, delivery and payment', () => {
    const all = texts(preReceiptDocument(sampleReceipt({ timeZone: 'Europe/Paris' })).content).join(
      '|',
    );
    for (const expected of [
      PRE_RECEIPT_LABELS.title,
      'Commande n° 4001234',
      `Date${NBSP}: 15/03/2026 14:45`,
      'Épicerie Ben Salah',
      'ICE 001234567000089',
      '12 rue des Orangers, Casablanca',
      'Date de livraison prévue',
      '18/03/2026',
      '18/03/2026, 25/03/2026',
      'Mode de paiement',
      'Espèces à la livraison',
      'ATLAS',
      'Atlas Boissons',
    ]) {
      expect(all).toContain(expected);
    }
  });

  it('table: header Réf., Désignation, Qté, Prix unitaire, Total and one row per line, amounts with two decimals', () => {
    const body = tableBody(preReceiptDocument(sampleReceipt()));
    expect(texts(body[0])).toEqual(
      expect.arrayContaining(['Réf.', 'Désignation', 'Qté', 'Prix unitaire', 'Total']),
    );
    expect(body).toHaveLength(3);
    expect(texts(body[1])).toEqual(
      expect.arrayContaining([
        'CC-150',
        'Coca-Cola 1,5 L',
        '10',
        `123,45${NBSP}DH`,
        `1${NBSP}234,50${NBSP}DH`,
      ]),
    );
    expect(texts(body[2])).toEqual(
      expect.arrayContaining(['24', `4,50${NBSP}DH`, `108,00${NBSP}DH`]),
    );
  });

  it.each([
    [PRE_RECEIPT_LABELS.priceWithoutDiscount, `1${NBSP}342,50${NBSP}DH`],
    [PRE_RECEIPT_LABELS.discount, `-12,50${NBSP}DH`],
    [PRE_RECEIPT_LABELS.promoDiscount, `0,00${NBSP}DH`],
    [PRE_RECEIPT_LABELS.vat, `266,00${NBSP}DH`],
    [PRE_RECEIPT_LABELS.total, `1${NBSP}596,00${NBSP}DH`],
  ])('totals: "%s" reads %s', (label, amount) => {
    const all = texts(preReceiptDocument(sampleReceipt()).content);
    const at = all.indexOf(label);
    expect(at).toBeGreaterThan(-1);
    expect(all[at + 1]).toBe(amount);
  });

  it('two decimals even for CLP (SPEC §7), with the currency code', () => {
    const all = texts(
      preReceiptDocument(
        sampleReceipt({ currency: 'CLP', total: 15990, timeZone: 'America/Santiago' }),
      ).content,
    );
    expect(all).toContain(`15${NBSP}990,00${NBSP}CLP`);
  });

  it('footer on every page: non-fiscal note and page x / y', () => {
    const definition = preReceiptDocument(sampleReceipt());
    expect(texts(footerOf(definition, 2, 3))).toEqual(
      expect.arrayContaining([PRE_RECEIPT_LABELS.footerNote, 'Page 2 / 3']),
    );
    expect(PRE_RECEIPT_LABELS.footerNote).toBe('Document non fiscal — pré-reçu');
  });

  it('leaves out optional blocks that have no data', () => {
    const all = texts(
      preReceiptDocument(
        sampleReceipt({
          bottlerLogoText: undefined,
          clientDocument: undefined,
          clientAddress: undefined,
          expectedDeliveryDate: undefined,
          deliveryDates: [],
          paymentMode: undefined,
        }),
      ).content,
    ).join('|');
    for (const absent of [
      PRE_RECEIPT_LABELS.clientDocument,
      PRE_RECEIPT_LABELS.clientAddress,
      PRE_RECEIPT_LABELS.expectedDeliveryDate,
      PRE_RECEIPT_LABELS.deliveryDates,
      PRE_RECEIPT_LABELS.paymentMode,
      'ATLAS',
    ]) {
      expect(all).not.toContain(absent);
    }
  });

  it('no U+202F anywhere in the document (the embedded fonts have no glyph for it)', () => {
    const definition = preReceiptDocument(
      sampleReceipt({ lines: receiptLines(30), total: 9_999_999.99 }),
    );
    expect(JSON.stringify(definition.content)).not.toMatch(/\u202f/);
  });

  describe('texts that keep their language (SPEC §7 labels are French, names are not)', () => {
    const THAI = 'NotoSansThai';
    const ARABIC = 'NotoSansArabic';

    it('a Latin-only receipt names no font: everything prints in the default Noto Sans', () => {
      const definition = preReceiptDocument(sampleReceipt());
      expect(definition.defaultStyle?.font).toBe('NotoSans');
      expect(JSON.stringify(definition.content)).not.toContain('"font"');
    });

    it('Thai: runs in Noto Sans Thai, digits in the default font', () => {
      const definition = preReceiptDocument(
        sampleReceipt({
          clientName: 'ร้านสมชาย',
          lines: [
            { sku: 'TH-1', description: 'โค้ก 1.5 ลิตร', quantity: 1, unitPrice: 1, lineTotal: 1 },
          ],
        }),
      );
      const client = (definition.content as { stack?: Content[] }[])[1]?.stack?.[1];
      expect(client).toEqual({ text: [{ text: 'ร้านสมชาย', font: THAI }], bold: true });
      expect(tableBody(definition)[1]?.[1]).toEqual({
        text: [{ text: 'โค้ก ', font: THAI }, { text: '1.5 ' }, { text: 'ลิตร', font: THAI }],
      });
    });

    it('Arabic: runs in Noto Sans Arabic, in display order (left to right)', () => {
      const definition = preReceiptDocument(
        sampleReceipt({
          clientAddress: '12 زنقة البرتقال',
          lines: [
            {
              sku: 'CC-1',
              description: 'كوكا كولا 1.5 L',
              quantity: 1,
              unitPrice: 1,
              lineTotal: 1,
            },
          ],
        }),
      );
      expect(tableBody(definition)[1]?.[1]).toEqual({
        text: [
          { text: 'L 1.5' },
          { text: ' ', font: ARABIC },
          { text: 'كولا', font: ARABIC },
          { text: ' ', font: ARABIC },
          { text: 'كوكا', font: ARABIC },
        ],
      });
      const address = (definition.content as { stack?: Content[] }[])[1]?.stack?.[3];
      expect(address).toEqual({
        text: [
          { text: `${PRE_RECEIPT_LABELS.clientAddress}${NBSP}: `, bold: true },
          { text: 'البرتقال', font: ARABIC },
          { text: ' ', font: ARABIC },
          { text: 'زنقة', font: ARABIC },
          { text: ' 12' },
        ],
      });
    });

    it('a long Arabic description is cut into lines in reading order, not left to pdfmake', () => {
      const words = ['مشروب', 'غازي', 'بنكهة', 'البرتقال', 'الطبيعي', 'في', 'عبوة', 'بلاستيكية'];
      const definition = preReceiptDocument(
        sampleReceipt({
          lines: [
            { sku: 'A', description: words.join(' '), quantity: 1, unitPrice: 1, lineTotal: 1 },
          ],
        }),
      );
      const runs = (tableBody(definition)[1]?.[1] as { text: { text: string }[] }).text;
      const lines = runs
        .map((run) => run.text)
        .join('')
        .split('\n');
      expect(lines.length).toBeGreaterThan(1);
      // Each line holds consecutive words, the first line the first ones; each is drawn reversed.
      const lineWords = lines.map((line) => line.split(' ').reverse());
      expect(lineWords.flat()).toEqual(words);
      for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(40);
    });
  });

  it.each([
    ['a NaN total', { total: NaN }],
    ['an unparseable createdAt', { createdAt: 'yesterday' }],
    ['an unknown time zone', { timeZone: 'Nowhere/Land' }],
  ])('throws RangeError on %s', (_case, overrides) => {
    expect(() => preReceiptDocument(sampleReceipt(overrides))).toThrow(RangeError);
  });
});

describe("preReceiptDocument in the shop's language (PRODUCT.md: better than SPEC §7's French)", () => {
  it('Portuguese: labels, pt-BR amounts, Portuguese metadata', () => {
    const definition = preReceiptDocument(sampleReceipt({ language: 'pt', currency: 'BRL' }));
    const all = texts(definition.content).join('|');
    expect(definition.language).toBe('pt-BR');
    expect(definition.info?.subject).toBe('Pedido 4001234');
    for (const expected of [
      'Pré-recibo do pedido',
      'Pedido nº 4001234',
      'Data: ',
      'Total a pagar',
    ]) {
      expect(all).toContain(expected);
    }
    expect(all).toContain(`1.234,50${NBSP}BRL`);
    expect(all).not.toContain('Commande');
    expect(texts(footerOf(definition, 1, 2)).join('|')).toContain('Página 1 / 2');
  });

  it('Arabic: labels in the Arabic font, amounts with Latin digits', () => {
    const definition = preReceiptDocument(sampleReceipt({ language: 'ar' }));
    const content = JSON.stringify(definition.content);
    expect(definition.language).toBe('ar');
    expect(content).toContain('NotoSansArabic');
    expect(content).not.toContain('Commande');
    expect(content).toContain('1.234,50');
    // Right-to-left runs are stored in display order: the label's words appear reversed.
    expect(texts(definition.content).some((text) => /[\u0600-\u06ff]/.test(text))).toBe(true);
  });

  it('French without a language (SPEC §7 default) and for French-reading Moroccan shops', () => {
    for (const language of [undefined, 'fr'] as const) {
      const definition = preReceiptDocument(sampleReceipt(language ? { language } : {}));
      expect(texts(definition.content).join('|')).toContain('Pré-reçu de commande');
      expect(definition.language).toBe('fr-FR');
    }
  });
});
