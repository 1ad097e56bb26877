/**
 * The pdfmake document definition of an order's pre-receipt (SPEC §7 "PDF pre-receipt
 * generation (file order-pre-receipt.pdf, in French, two decimals)"). Pure: same receipt → same
 * definition; no font files, no I/O. Labels are in the shop's language (PRODUCT.md: we do better
 * than SPEC's French; French stays the default, pre-receipt-labels.ts); the texts that come from
 * the tenant or the shop (names, address, products, payment mode) keep their language. Every text
 * is printed with the font of its script, right-to-left text reordered (script-runs.ts).
 */
import type { Content, ContentText, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { PDF_FONT_FAMILY } from './pdf-fonts.ts';
import {
  formatReceiptAmount,
  formatReceiptDate,
  formatReceiptDateTime,
  formatReceiptDeduction,
  formatReceiptQuantity,
  pdfSafeText,
  receiptInstant,
} from './pre-receipt-format.ts';
import { textRuns } from './script-runs.ts';
import {
  PRE_RECEIPT_LABELS_BY_LANGUAGE,
  PRE_RECEIPT_LANGUAGE_TAG,
  PRE_RECEIPT_NUMBER_LOCALE,
  type PreReceiptLabels,
} from './pre-receipt-labels.ts';
import type { LanguageCode } from '../../../domain/types.ts';

export interface PreReceiptLine {
  sku: string;
  description: string;
  quantity: number;
  /** Decimal amounts as stored (3.49), in the receipt's currency. */
  unitPrice: number;
  lineTotal: number;
}

export interface PreReceipt {
  bottlerName: string;
  /** Text printed in place of a logo image (the tenant's wordmark), above the bottler name. */
  bottlerLogoText?: string;
  clientName: string;
  /** Tax / company registration number of the shop. */
  clientDocument?: string;
  clientAddress?: string;
  orderNumber: string;
  /** Order instant (Date or ISO string); printed in `timeZone`, and used as the PDF creation date. */
  createdAt: Date | string;
  /** YYYY-MM-DD. */
  expectedDeliveryDate?: string;
  /** Scheduled delivery dates, YYYY-MM-DD. */
  deliveryDates?: string[];
  /** Payment mode label, printed as given. */
  paymentMode?: string;
  /** ISO 4217 code ('MAD', 'BRL', …); MAD prints as "DH". */
  currency: string;
  lines: PreReceiptLine[];
  priceWithoutDiscount: number;
  /** Discount amounts print as deductions whatever their stored sign. */
  discount: number;
  promoDiscount: number;
  vat: number;
  total: number;
  /** The tenant's IANA time zone, e.g. 'Africa/Casablanca'. */
  timeZone: string;
  /** The shop's language; French when not given (SPEC §7). */
  language?: LanguageCode;
}

/** French labels of the document (SPEC §7), the default when the shop's language is not given. */
export const PRE_RECEIPT_LABELS = PRE_RECEIPT_LABELS_BY_LANGUAGE.fr;

/** "Pré-reçu 12345": the PDF /Title (written as UTF-16BE because of "é"/"ç"). */
export function preReceiptTitle(
  orderNumber: string,
  labels: PreReceiptLabels = PRE_RECEIPT_LABELS,
): string {
  return `${labels.documentTitle} ${orderNumber}`;
}

/** "Commande 12345": the PDF /Subject, pure ASCII for ASCII order numbers, so the bytes hold it verbatim. */
export function preReceiptSubject(
  orderNumber: string,
  labels: PreReceiptLabels = PRE_RECEIPT_LABELS,
): string {
  return `${labels.documentSubject} ${orderNumber}`;
}

/** What the document's parts need of the shop's language. */
interface Language {
  L: PreReceiptLabels;
  locale: string;
}

function languageOf(receipt: PreReceipt): Language {
  const language = receipt.language ?? 'fr';
  return {
    L: PRE_RECEIPT_LABELS_BY_LANGUAGE[language],
    locale: PRE_RECEIPT_NUMBER_LOCALE[language],
  };
}

/**
 * Longest line, in characters, of a text holding Arabic, by the box it is printed in: such text
 * is wrapped here rather than by pdfmake (see textRuns), so each limit keeps a line inside its box
 * with a margin. Noto Sans Arabic averages ~0.42 em per character (Latin ~0.55 em); the boxes
 * are measured on receipts with large amounts.
 */
const RTL_LINE_LENGTH = {
  /** 20 pt bold, brand column (~320 pt). */
  logo: 28,
  /** 12 pt bold, brand column. */
  bottler: 45,
  /** 10 pt, the "Désignation" column (~250 pt). */
  description: 40,
  /** 10 pt, a full-width row (515 pt), label included. */
  row: 80,
} as const;

/** pdfmake text: a plain string (default font), or runs each naming its font unless Latin. */
type ScriptText = string | ContentText[];

/**
 * A tenant or shop text (name, product, address…): a plain string when it is all Latin, else
 * runs each with the font of its script, in display order.
 */
function scriptText(value: string, maxLineLength: number = RTL_LINE_LENGTH.row): ScriptText {
  const runs = textRuns(pdfSafeText(value), maxLineLength);
  const [only] = runs;
  if (only === undefined) return '';
  if (runs.length === 1 && only.script === 'latin') return only.text;
  return runs.map(({ text, script }) =>
    script === 'latin' ? { text } : { text, font: PDF_FONT_FAMILY[script] },
  );
}

/** A label in the shop's language: runs with the font of its script (Thai, Arabic), bold. */
function labelText(label: string): ContentText[] {
  const text = scriptText(label);
  return (Array.isArray(text) ? text : [{ text }]).map((run) => ({ ...run, bold: true }));
}

function labelled({ L }: Language, label: string, value: ScriptText): Content {
  return {
    text: [...labelText(`${label}${L.colon}`), ...(Array.isArray(value) ? value : [value])],
  };
}

function headerBlock(receipt: PreReceipt, { L }: Language): Content {
  const brand: Content[] = [];
  if (receipt.bottlerLogoText) {
    brand.push({
      text: scriptText(receipt.bottlerLogoText, RTL_LINE_LENGTH.logo),
      style: 'logo',
    });
  }
  brand.push({
    text: scriptText(receipt.bottlerName, RTL_LINE_LENGTH.bottler),
    style: 'bottler',
  });
  return {
    columns: [
      { stack: brand, width: '*' },
      {
        width: 'auto',
        stack: [
          { text: scriptText(L.title), style: 'title' },
          {
            text: scriptText(`${L.orderNumber} ${pdfSafeText(receipt.orderNumber)}`),
            style: 'orderNumber',
          },
          {
            text: scriptText(
              `${L.date}${L.colon}${formatReceiptDateTime(receipt.createdAt, receipt.timeZone)}`,
            ),
          },
        ],
        alignment: 'right',
      },
    ],
    margin: [0, 0, 0, 16],
  };
}

function clientBlock(receipt: PreReceipt, language: Language): Content {
  const { L } = language;
  const rows: Content[] = [
    { text: scriptText(L.client), style: 'sectionTitle' },
    { text: scriptText(receipt.clientName), bold: true },
  ];
  if (receipt.clientDocument) {
    rows.push(labelled(language, L.clientDocument, scriptText(receipt.clientDocument)));
  }
  if (receipt.clientAddress) {
    rows.push(labelled(language, L.clientAddress, scriptText(receipt.clientAddress)));
  }
  return { stack: rows, margin: [0, 0, 0, 12] };
}

function linesTable(receipt: PreReceipt, { L, locale }: Language): Content {
  const header: TableCell[] = L.columns.map((label, index) => ({
    text: scriptText(label),
    style: 'tableHeader',
    alignment: index >= 2 ? 'right' : 'left',
  }));
  const body: TableCell[][] = receipt.lines.map((line) => [
    { text: scriptText(line.sku) },
    { text: scriptText(line.description, RTL_LINE_LENGTH.description) },
    { text: formatReceiptQuantity(line.quantity, locale), alignment: 'right' },
    { text: formatReceiptAmount(line.unitPrice, receipt.currency, locale), alignment: 'right' },
    { text: formatReceiptAmount(line.lineTotal, receipt.currency, locale), alignment: 'right' },
  ]);
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['auto', '*', 'auto', 'auto', 'auto'],
      body: [header, ...body],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 12],
  };
}

function totalsBlock(receipt: PreReceipt, { L, locale }: Language): Content {
  const { currency } = receipt;
  const amount = (value: number) => formatReceiptAmount(value, currency, locale);
  const deduction = (value: number) => formatReceiptDeduction(value, currency, locale);
  const rows: [string, string, boolean][] = [
    [L.priceWithoutDiscount, amount(receipt.priceWithoutDiscount), false],
    [L.discount, deduction(receipt.discount), false],
    [L.promoDiscount, deduction(receipt.promoDiscount), false],
    [L.vat, amount(receipt.vat), false],
    [L.total, amount(receipt.total), true],
  ];
  return {
    columns: [
      { text: '', width: '*' },
      {
        width: 'auto',
        table: {
          widths: ['auto', 'auto'],
          body: rows.map(([label, amount, strong]) => [
            { text: scriptText(label), bold: strong },
            { text: amount, alignment: 'right', bold: strong },
          ]),
        },
        layout: 'noBorders',
      },
    ],
    margin: [0, 0, 0, 12],
  };
}

function deliveryAndPayment(receipt: PreReceipt, language: Language): Content[] {
  const { L } = language;
  const rows: Content[] = [];
  if (receipt.expectedDeliveryDate) {
    rows.push(
      labelled(language, L.expectedDeliveryDate, formatReceiptDate(receipt.expectedDeliveryDate)),
    );
  }
  if (receipt.deliveryDates && receipt.deliveryDates.length > 0) {
    rows.push(
      labelled(language, L.deliveryDates, receipt.deliveryDates.map(formatReceiptDate).join(', ')),
    );
  }
  if (receipt.paymentMode) {
    rows.push(labelled(language, L.paymentMode, scriptText(receipt.paymentMode)));
  }
  return rows;
}

/**
 * The pdfmake definition: header (bottler, title, order number, date in the tenant time zone),
 * client, lines table, totals, delivery dates, payment mode; footer note and page x / y on every
 * page. Metadata title/subject carry the order number; the creation date is the order's instant
 * so identical input gives identical bytes. Throws RangeError on a non-finite amount or quantity,
 * an unparseable createdAt or an unknown time zone.
 */
export function preReceiptDocument(receipt: PreReceipt): TDocumentDefinitions {
  const language = languageOf(receipt);
  const { L } = language;
  return {
    info: {
      title: preReceiptTitle(receipt.orderNumber, L),
      subject: preReceiptSubject(receipt.orderNumber, L),
      author: pdfSafeText(receipt.bottlerName),
      creator: 'Refill',
      producer: 'Refill',
      creationDate: receiptInstant(receipt.createdAt),
    },
    language: PRE_RECEIPT_LANGUAGE_TAG[receipt.language ?? 'fr'],
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 56],
    content: [
      headerBlock(receipt, language),
      clientBlock(receipt, language),
      linesTable(receipt, language),
      totalsBlock(receipt, language),
      ...deliveryAndPayment(receipt, language),
    ],
    footer: (currentPage: number, pageCount: number): Content => ({
      columns: [
        { text: scriptText(L.footerNote), width: '*' },
        { text: scriptText(`${L.page} ${currentPage} / ${pageCount}`), width: 'auto' },
      ],
      margin: [40, 20, 40, 0],
      style: 'footer',
    }),
    defaultStyle: { font: PDF_FONT_FAMILY.latin, fontSize: 10 },
    styles: {
      logo: { fontSize: 20, bold: true, color: '#c8102e' },
      bottler: { fontSize: 12, bold: true },
      title: { fontSize: 16, bold: true },
      orderNumber: { fontSize: 11, bold: true, margin: [0, 2, 0, 2] },
      sectionTitle: { fontSize: 11, bold: true, margin: [0, 0, 0, 2] },
      tableHeader: { bold: true },
      footer: { fontSize: 8, color: '#555555' },
    },
  };
}
