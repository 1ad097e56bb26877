/**
 * Renders the order pre-receipt PDF (SPEC §7) with pdfmake 0.2 on the server.
 *
 * Fonts: Roboto from pdfmake's own `build/vfs_fonts.js` (base64), decoded once, lazily, on the
 * first render — nothing is downloaded or read from the system. Roboto covers Latin (French,
 * Portuguese, Spanish) but has no Arabic or Thai glyphs: such descriptions do not fail, they
 * print as empty boxes. It also lacks U+202F (see pre-receipt-format.ts).
 *
 * Finding the order number in the bytes (compressed or not): the Info dictionary is never
 * compressed; `/Subject (Commande <orderNumber>)` is a plain ASCII literal, and `/Title` is
 * "Pré-reçu <orderNumber>" in UTF-16BE. Page text is glyph ids; use extractPdfText (pdf-text.ts).
 */
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
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

interface FontDescriptor {
  normal: Buffer;
  bold: Buffer;
  italics: Buffer;
  bolditalics: Buffer;
}

/** The part of pdfmake 0.2's server API we use (@types/pdfmake describes 0.3's, which differs). */
interface PdfPrinter {
  createPdfKitDocument(definition: TDocumentDefinitions): Readable & { end(): void };
}
type PdfPrinterConstructor = new (fonts: Record<string, FontDescriptor>) => PdfPrinter;

const require = createRequire(import.meta.url);
let printer: PdfPrinter | undefined;

/** One printer with Roboto decoded once per process (~0.9 MB of base64 → 4 TTF buffers). */
function robotoPrinter(): PdfPrinter {
  if (printer) return printer;
  const vfs = require('pdfmake/build/vfs_fonts.js') as Record<string, string>;
  const font = (name: string): Buffer => {
    const base64 = vfs[name];
    if (base64 === undefined) throw new Error(`pdfmake vfs has no ${name}`);
    return Buffer.from(base64, 'base64');
  };
  const PdfPrinterClass = require('pdfmake/src/printer.js') as PdfPrinterConstructor;
  printer = new PdfPrinterClass({
    Roboto: {
      normal: font('Roboto-Regular.ttf'),
      bold: font('Roboto-Medium.ttf'),
      italics: font('Roboto-Italic.ttf'),
      bolditalics: font('Roboto-MediumItalic.ttf'),
    },
  });
  return printer;
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
  const document = robotoPrinter().createPdfKitDocument(definition);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  document.end();
  return done;
}
