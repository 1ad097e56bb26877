/**
 * Renders the order pre-receipt PDF (SPEC §7) with pdfmake 0.2 on the server.
 *
 * Fonts (pdf-fonts.ts, docs/decisions/019-pdf-receipt-fonts.md): Noto Sans for the French labels
 * and Latin text, Noto Sans Thai and Noto Sans Arabic for the names that keep their language,
 * from the installed @fontsource packages, each family decoded once per process on the first
 * document that uses it. A document only gets (and pdfkit only embeds, as a subset) the families
 * its texts use: a Latin-only receipt carries Noto Sans alone. Right-to-left text is reordered
 * before pdfmake sees it (script-runs.ts).
 *
 * Finding the order number in the bytes (compressed or not): the Info dictionary is never
 * compressed; `/Subject (Commande <orderNumber>)` is a plain ASCII literal, and `/Title` is
 * "Pré-reçu <orderNumber>" in UTF-16BE. Page text is glyph ids; use extractPdfText (pdf-text.ts).
 */
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { isPdfFontFamily, pdfFontFamily, type PdfFontDescriptor } from './pdf-fonts.ts';
import { preReceiptDocument } from './pre-receipt-document.ts';
import type { PreReceipt } from './pre-receipt-document.ts';

export type { PreReceipt, PreReceiptLine } from './pre-receipt-document.ts';
export { preReceiptDocument } from './pre-receipt-document.ts';

/** SPEC §7: the download's file name. */
export const PRE_RECEIPT_FILENAME = 'order-pre-receipt.pdf';

export interface RenderPreReceiptOptions {
  /** Deflate the page streams (default true). Tests turn it off to read the content streams. */
  compress?: boolean;
}

/** The part of pdfmake 0.2's server API we use (@types/pdfmake describes 0.3's, which differs). */
interface PdfPrinter {
  createPdfKitDocument(definition: TDocumentDefinitions): Readable & { end(): void };
}
type PdfPrinterConstructor = new (fonts: Record<string, PdfFontDescriptor>) => PdfPrinter;

const require = createRequire(import.meta.url);
let PdfPrinterClass: PdfPrinterConstructor | undefined;

/** Every `font` named in a document definition's content, plus the default style's. */
function fontFamiliesOf(definition: TDocumentDefinitions): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'font' && typeof value === 'string') names.add(value);
        else visit(value);
      }
    }
  };
  visit([definition.content, definition.styles, definition.defaultStyle]);
  return names;
}

/**
 * A printer knowing the families the definition uses (printers are cheap; the fonts are cached
 * in pdf-fonts.ts). The footer, a function, prints French labels in the default font only.
 */
function printerFor(definition: TDocumentDefinitions): PdfPrinter {
  const fonts: Record<string, PdfFontDescriptor> = {};
  for (const family of fontFamiliesOf(definition)) {
    if (!isPdfFontFamily(family)) throw new Error(`no PDF font family ${family}`);
    fonts[family] = pdfFontFamily(family);
  }
  PdfPrinterClass ??= require('pdfmake/src/printer.js') as PdfPrinterConstructor;
  return new PdfPrinterClass(fonts);
}

/**
 * The pre-receipt as PDF bytes. Deterministic: the creation date is the order's createdAt, so the
 * same receipt gives the same bytes. Rejects with RangeError on invalid data (see
 * preReceiptDocument). Layout is synchronous CPU work (see the report for timings).
 */
export async function renderPreReceiptPdf(
  receipt: PreReceipt,
  options: RenderPreReceiptOptions = {},
): Promise<Buffer> {
  const definition: TDocumentDefinitions = {
    ...preReceiptDocument(receipt),
    compress: options.compress ?? true,
  };
  const document = printerFor(definition).createPdfKitDocument(definition);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  document.end();
  return done;
}
