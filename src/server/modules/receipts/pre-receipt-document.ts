/**
 * The pdfmake document definition of an order's pre-receipt (SPEC §7 "PDF pre-receipt
 * generation (file order-pre-receipt.pdf, in French, two decimals)"). Pure: same receipt → same
 * definition; no font files, no I/O. Labels are French whatever the tenant's language; the texts
 * that come from the tenant or the shop (names, address, products, payment mode) keep their
 * language and are printed with the font of their script, right-to-left text reordered
 * (script-runs.ts).
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
}

/** French labels of the document (SPEC §7: the pre-receipt is in French). */
export const PRE_RECEIPT_LABELS = {
  title: 'Pré-reçu de commande',
  orderNumber: 'Commande n°',
  date: 'Date',
  client: 'Client',
  clientDocument: 'N° client / identifiant fiscal',
  clientAddress: 'Adresse',
  columns: ['Réf.', 'Désignation', 'Qté', 'Prix unitaire', 'Total'],
  priceWithoutDiscount: 'Sous-total sans remise',
  discount: 'Remise',
  promoDiscount: 'Remise promotionnelle',
  vat: 'TVA',
  total: 'Total à payer',
  expectedDeliveryDate: 'Date de livraison prévue',
  deliveryDates: 'Livraisons programmées',
  paymentMode: 'Mode de paiement',
  footerNote: 'Document non fiscal — pré-reçu',
  page: 'Page',
} as const;

/** "Pré-reçu 12345": the PDF /Title (written as UTF-16BE because of "é"/"ç"). */
export function preReceiptTitle(orderNumber: string): string {
  return `Pré-reçu ${orderNumber}`;
}

/** "Commande 12345": the PDF /Subject, pure ASCII for ASCII order numbers, so the bytes hold it verbatim. */
export function preReceiptSubject(orderNumber: string): string {
  return `Commande ${orderNumber}`;
}

const L = PRE_RECEIPT_LABELS;
/** French typography: no-break space before ":". */
const COLON = '\u00a0: ';

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

function labelled(label: string, value: ScriptText): Content {
  return {
    text: [{ text: `${label}${COLON}`, bold: true }, ...(Array.isArray(value) ? value : [value])],
  };
}

function headerBlock(receipt: PreReceipt): Content {
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
          { text: L.title, style: 'title' },
          { text: `${L.orderNumber} ${pdfSafeText(receipt.orderNumber)}`, style: 'orderNumber' },
          {
            text: `${L.date}${COLON}${formatReceiptDateTime(receipt.createdAt, receipt.timeZone)}`,
          },
        ],
        alignment: 'right',
      },
    ],
    margin: [0, 0, 0, 16],
  };
}

function clientBlock(receipt: PreReceipt): Content {
  const rows: Content[] = [
    { text: L.client, style: 'sectionTitle' },
    { text: scriptText(receipt.clientName), bold: true },
  ];
  if (receipt.clientDocument) {
    rows.push(labelled(L.clientDocument, scriptText(receipt.clientDocument)));
  }
  if (receipt.clientAddress) {
    rows.push(labelled(L.clientAddress, scriptText(receipt.clientAddress)));
  }
  return { stack: rows, margin: [0, 0, 0, 12] };
}

function linesTable(receipt: PreReceipt): Content {
  const header: TableCell[] = L.columns.map((label, index) => ({
    text: label,
    style: 'tableHeader',
    alignment: index >= 2 ? 'right' : 'left',
  }));
  const body: TableCell[][] = receipt.lines.map((line) => [
    { text: scriptText(line.sku) },
    { text: scriptText(line.description, RTL_LINE_LENGTH.description) },
    { text: formatReceiptQuantity(line.quantity), alignment: 'right' },
    { text: formatReceiptAmount(line.unitPrice, receipt.currency), alignment: 'right' },
    { text: formatReceiptAmount(line.lineTotal, receipt.currency), alignment: 'right' },
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

function totalsBlock(receipt: PreReceipt): Content {
  const { currency } = receipt;
  const rows: [string, string, boolean][] = [
    [L.priceWithoutDiscount, formatReceiptAmount(receipt.priceWithoutDiscount, currency), false],
    [L.discount, formatReceiptDeduction(receipt.discount, currency), false],
    [L.promoDiscount, formatReceiptDeduction(receipt.promoDiscount, currency), false],
    [L.vat, formatReceiptAmount(receipt.vat, currency), false],
    [L.total, formatReceiptAmount(receipt.total, currency), true],
  ];
  return {
    columns: [
      { text: '', width: '*' },
      {
        width: 'auto',
        table: {
          widths: ['auto', 'auto'],
          body: rows.map(([label, amount, strong]) => [
            { text: label, bold: strong },
            { text: amount, alignment: 'right', bold: strong },
          ]),
        },
        layout: 'noBorders',
      },
    ],
    margin: [0, 0, 0, 12],
  };
}

function deliveryAndPayment(receipt: PreReceipt): Content[] {
  const rows: Content[] = [];
  if (receipt.expectedDeliveryDate) {
    rows.push(labelled(L.expectedDeliveryDate, formatReceiptDate(receipt.expectedDeliveryDate)));
  }
  if (receipt.deliveryDates && receipt.deliveryDates.length > 0) {
    rows.push(labelled(L.deliveryDates, receipt.deliveryDates.map(formatReceiptDate).join(', ')));
  }
  if (receipt.paymentMode) {
    rows.push(labelled(L.paymentMode, scriptText(receipt.paymentMode)));
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
  return {
    info: {
      title: preReceiptTitle(receipt.orderNumber),
      subject: preReceiptSubject(receipt.orderNumber),
      author: pdfSafeText(receipt.bottlerName),
      creator: 'Refill',
      producer: 'Refill',
      creationDate: receiptInstant(receipt.createdAt),
    },
    language: 'fr-FR',
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 56],
    content: [
      headerBlock(receipt),
      clientBlock(receipt),
      linesTable(receipt),
      totalsBlock(receipt),
      ...deliveryAndPayment(receipt),
    ],
    footer: (currentPage: number, pageCount: number): Content => ({
      columns: [
        { text: L.footerNote, width: '*' },
        { text: `${L.page} ${currentPage} / ${pageCount}`, width: 'auto' },
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
