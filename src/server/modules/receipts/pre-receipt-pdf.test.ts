import { describe, it, expect } from 'vitest';
import { embeddedFonts, extractPdfPages, extractPdfText } from './pdf-text.ts';
import { receiptLines, sampleReceipt } from './pre-receipt-fixture.test-support.ts';
import { PRE_RECEIPT_FILENAME, renderPreReceiptPdf } from './pre-receipt-pdf.ts';

const NBSP = '\u00a0';

/** Page objects in the (never compressed) object dictionaries: "/Type /Page" but not "/Pages". */
function pageObjectCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page(?![s\w])/g)?.length ?? 0;
}

function expectStructurallyValid(pdf: Buffer): void {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  expect(text).toContain('\ntrailer\n');
  const startxref = /startxref\n(\d+)\n%%EOF\s*$/.exec(text);
  expect(startxref).not.toBeNull();
  expect(text.slice(Number(startxref?.[1]), Number(startxref?.[1]) + 4)).toBe('xref');
}

describe('renderPreReceiptPdf (SPEC §7 order-pre-receipt.pdf)', () => {
  it('file name is order-pre-receipt.pdf (SPEC §7)', () => {
    expect(PRE_RECEIPT_FILENAME).toBe('order-pre-receipt.pdf');
  });

  it.each([true, false])(
    'compress=%s: a structurally valid one-page PDF whose text has the order number and two-decimal French amounts',
    async (compress) => {
      const pdf = await renderPreReceiptPdf(sampleReceipt(), { compress });
      expectStructurallyValid(pdf);
      expect(pdf.includes('/FlateDecode', 0, 'latin1')).toBe(compress);
      expect(pageObjectCount(pdf)).toBe(1);
      const text = extractPdfText(pdf);
      for (const expected of [
        'Pré-reçu de commande',
        'Commande n° 4001234',
        `Coca-Cola 1,5 L`,
        `1${NBSP}234,50${NBSP}DH`,
        `Total à payer 1${NBSP}596,00${NBSP}DH`,
        `Remise -12,50${NBSP}DH`,
        'Document non fiscal — pré-reçu',
        'Page 1 / 1',
      ]) {
        expect(text).toContain(expected);
      }
    },
  );

  it('compresses by default', async () => {
    const pdf = await renderPreReceiptPdf(sampleReceipt());
    expect(pdf.includes('/FlateDecode', 0, 'latin1')).toBe(true);
  });

  it('the order number is findable in the raw bytes even when compressed (Info dictionary)', async () => {
    const pdf = await renderPreReceiptPdf(sampleReceipt());
    expect(pdf.includes('(Commande 4001234)', 0, 'latin1')).toBe(true);
    const utf16Title = Buffer.from('\ufeffPré-reçu 4001234', 'utf16le').swap16();
    expect(pdf.includes(utf16Title)).toBe(true);
  });

  it('identical input gives identical bytes (creation date = order createdAt)', async () => {
    const [first, second] = [
      await renderPreReceiptPdf(sampleReceipt()),
      await renderPreReceiptPdf(sampleReceipt({ createdAt: new Date('2026-03-15T13:45:00.000Z') })),
    ];
    expect(first.equals(second)).toBe(true);
    expect(first.includes('/CreationDate', 0, 'latin1')).toBe(true);
    expect(first.includes('(D:20260315134500Z)', 0, 'latin1')).toBe(true);
  });

  it('30 lines flow onto a second page, table header and footer repeated', async () => {
    const pdf = await renderPreReceiptPdf(
      sampleReceipt({ lines: receiptLines(30), total: 573_892.5 }),
    );
    expectStructurallyValid(pdf);
    expect(pageObjectCount(pdf)).toBe(2);
    const pages = extractPdfPages(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Page 1 / 2');
    expect(pages[1]).toContain('Page 2 / 2');
    expect(pages.join('\n')).toContain(
      `SKU-030 Coca-Cola 1,5 L pack 30 30 1${NBSP}234,50${NBSP}DH 37${NBSP}035,00${NBSP}DH`,
    );
    expect(pages.join('\n')).toContain(`573${NBSP}892,50${NBSP}DH`);
  });

  describe('Thai and Arabic names (tenants 14 and 5): Noto Sans Thai and Noto Sans Arabic', () => {
    const multilingual = sampleReceipt({
      clientName: 'ร้านสมชาย',
      lines: [
        { sku: 'TH-1', description: 'โค้ก 1.5 ลิตร', quantity: 2, unitPrice: 10, lineTotal: 20 },
        { sku: 'AR-1', description: 'ماء كوكا', quantity: 1, unitPrice: 5, lineTotal: 5 },
        { sku: 'AR-2', description: 'كوكا 1.5 L', quantity: 1, unitPrice: 5, lineTotal: 5 },
        {
          sku: 'PT-1',
          description: 'Guaraná Antarctica lata',
          quantity: 3,
          unitPrice: 1,
          lineTotal: 3,
        },
      ],
    });

    it.each([true, false])(
      'compress=%s: embeds the fonts each script needs, as subsets, and no Roboto',
      async (compress) => {
        const pdf = await renderPreReceiptPdf(multilingual, { compress });
        expectStructurallyValid(pdf);
        // Subset names in the (never compressed) font dictionaries: /BaseFont /BZZZZZ+NotoSansThai-Bold
        for (const font of [
          'NotoSansThai-Bold',
          'NotoSansThai-Regular',
          'NotoSansArabic-Regular',
        ]) {
          expect(pdf.toString('latin1')).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}\\b`));
        }
        expect([...embeddedFonts(pdf).keys()].sort()).toEqual([
          'NotoSans-Bold',
          'NotoSans-Regular',
          'NotoSansArabic-Regular',
          'NotoSansThai-Bold',
          'NotoSansThai-Regular',
        ]);
        // Subsets, not whole fonts: Noto Sans Arabic alone is ~300 kB.
        if (compress) expect(pdf.length).toBeLessThan(30_000);
      },
    );

    it('the ToUnicode maps hold the Thai and Arabic characters printed', async () => {
      const fonts = embeddedFonts(await renderPreReceiptPdf(multilingual));
      for (const char of 'โค้กลิตร') expect(fonts.get('NotoSansThai-Regular')).toContain(char);
      for (const char of 'ร้านสมชาย') expect(fonts.get('NotoSansThai-Bold')).toContain(char);
      for (const char of 'ماءكو') expect(fonts.get('NotoSansArabic-Regular')).toContain(char);
    });

    it('Thai reads in order; Arabic is drawn right to left, words and numbers in place', async () => {
      const text = extractPdfText(await renderPreReceiptPdf(multilingual));
      expect(text).toContain('ร้านสมชาย');
      expect(text).toContain(`TH-1 โค้ก 1.5 ลิตร 2 10,00${NBSP}DH 20,00${NBSP}DH`);
      // Drawing order, left to right: "ماء كوكا" ends on the left ("كوكا" reversed, then "ماء").
      expect(text).toContain('اكوك ءام');
      // "كوكا 1.5 L": the Latin end on the left, the number keeps its digits' order.
      expect(text).toContain('L 1.5 اكوك');
      expect(text).toContain('Guaraná Antarctica lata');
    });

    it('a Latin-only receipt embeds Noto Sans alone (no Thai or Arabic bytes)', async () => {
      const pdf = await renderPreReceiptPdf(sampleReceipt());
      expect([...embeddedFonts(pdf).keys()].sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
      expect(pdf.toString('latin1')).not.toMatch(/NotoSansThai|NotoSansArabic|Roboto/);
    });
  });

  it('rejects invalid data instead of printing it', async () => {
    await expect(renderPreReceiptPdf(sampleReceipt({ vat: Number.NaN }))).rejects.toThrow(
      RangeError,
    );
  });
});
