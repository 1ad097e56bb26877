/**
 * The pre-receipt's labels and number locale in the shop's language. SPEC §7 prints the PDF in
 * French; PRODUCT.md does better: the shop's language (French for Morocco's French-reading shops,
 * Arabic for the Arabic-reading ones). French stays the fallback.
 */
import type { LanguageCode } from '../../../domain/types.ts';

export interface PreReceiptLabels {
  title: string;
  orderNumber: string;
  date: string;
  client: string;
  clientDocument: string;
  clientAddress: string;
  columns: readonly [string, string, string, string, string];
  priceWithoutDiscount: string;
  discount: string;
  promoDiscount: string;
  vat: string;
  total: string;
  expectedDeliveryDate: string;
  deliveryDates: string;
  paymentMode: string;
  footerNote: string;
  page: string;
  /** What follows a label ("Date : " in French typography, "Data: " elsewhere). */
  colon: string;
  /** The PDF /Title before the order number. */
  documentTitle: string;
  /** The PDF /Subject before the order number. */
  documentSubject: string;
}

const fr: PreReceiptLabels = {
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
  colon: '\u00a0: ',
  documentTitle: 'Pré-reçu',
  documentSubject: 'Commande',
};

export const PRE_RECEIPT_LABELS_BY_LANGUAGE: Readonly<Record<LanguageCode, PreReceiptLabels>> = {
  fr,
  pt: {
    title: 'Pré-recibo do pedido',
    orderNumber: 'Pedido nº',
    date: 'Data',
    client: 'Cliente',
    clientDocument: 'Nº do cliente / CNPJ',
    clientAddress: 'Endereço',
    columns: ['Cód.', 'Produto', 'Qtd.', 'Preço unitário', 'Total'],
    priceWithoutDiscount: 'Subtotal sem desconto',
    discount: 'Desconto',
    promoDiscount: 'Desconto promocional',
    vat: 'Impostos',
    total: 'Total a pagar',
    expectedDeliveryDate: 'Previsão de entrega',
    deliveryDates: 'Entregas programadas',
    paymentMode: 'Forma de pagamento',
    footerNote: 'Documento sem valor fiscal — pré-recibo',
    page: 'Página',
    colon: ': ',
    documentTitle: 'Pré-recibo',
    documentSubject: 'Pedido',
  },
  es: {
    title: 'Prerrecibo del pedido',
    orderNumber: 'Pedido n.º',
    date: 'Fecha',
    client: 'Cliente',
    clientDocument: 'N.º de cliente / identificación fiscal',
    clientAddress: 'Dirección',
    columns: ['Cód.', 'Producto', 'Cant.', 'Precio unitario', 'Total'],
    priceWithoutDiscount: 'Subtotal sin descuento',
    discount: 'Descuento',
    promoDiscount: 'Descuento promocional',
    vat: 'Impuestos',
    total: 'Total a pagar',
    expectedDeliveryDate: 'Entrega prevista',
    deliveryDates: 'Entregas programadas',
    paymentMode: 'Forma de pago',
    footerNote: 'Documento no fiscal — prerrecibo',
    page: 'Página',
    colon: ': ',
    documentTitle: 'Prerrecibo',
    documentSubject: 'Pedido',
  },
  en: {
    title: 'Order pre-receipt',
    orderNumber: 'Order no.',
    date: 'Date',
    client: 'Customer',
    clientDocument: 'Customer no. / tax ID',
    clientAddress: 'Address',
    columns: ['Ref.', 'Product', 'Qty', 'Unit price', 'Total'],
    priceWithoutDiscount: 'Subtotal before discount',
    discount: 'Discount',
    promoDiscount: 'Promotional discount',
    vat: 'Tax',
    total: 'Total to pay',
    expectedDeliveryDate: 'Expected delivery',
    deliveryDates: 'Scheduled deliveries',
    paymentMode: 'Payment method',
    footerNote: 'Not a tax invoice — pre-receipt',
    page: 'Page',
    colon: ': ',
    documentTitle: 'Pre-receipt',
    documentSubject: 'Order',
  },
  th: {
    title: 'ใบรับคำสั่งซื้อเบื้องต้น',
    orderNumber: 'คำสั่งซื้อเลขที่',
    date: 'วันที่',
    client: 'ลูกค้า',
    clientDocument: 'รหัสลูกค้า / เลขประจำตัวผู้เสียภาษี',
    clientAddress: 'ที่อยู่',
    columns: ['รหัส', 'สินค้า', 'จำนวน', 'ราคาต่อหน่วย', 'รวม'],
    priceWithoutDiscount: 'ยอดรวมก่อนส่วนลด',
    discount: 'ส่วนลด',
    promoDiscount: 'ส่วนลดโปรโมชัน',
    vat: 'ภาษี',
    total: 'ยอดที่ต้องชำระ',
    expectedDeliveryDate: 'วันที่คาดว่าจะจัดส่ง',
    deliveryDates: 'การจัดส่งตามกำหนด',
    paymentMode: 'วิธีชำระเงิน',
    footerNote: 'ไม่ใช่ใบกำกับภาษี — ใบรับเบื้องต้น',
    page: 'หน้า',
    colon: ': ',
    documentTitle: 'ใบรับเบื้องต้น',
    documentSubject: 'คำสั่งซื้อ',
  },
  ar: {
    title: 'إيصال مبدئي للطلب',
    orderNumber: 'رقم الطلب',
    date: 'التاريخ',
    client: 'العميل',
    clientDocument: 'رقم العميل / المعرّف الضريبي',
    clientAddress: 'العنوان',
    columns: ['المرجع', 'المنتج', 'الكمية', 'سعر الوحدة', 'المجموع'],
    priceWithoutDiscount: 'المجموع قبل الخصم',
    discount: 'خصم',
    promoDiscount: 'خصم ترويجي',
    vat: 'الضريبة',
    total: 'المبلغ المستحق',
    expectedDeliveryDate: 'تاريخ التسليم المتوقع',
    deliveryDates: 'عمليات التسليم المجدولة',
    paymentMode: 'طريقة الدفع',
    footerNote: 'وثيقة غير ضريبية — إيصال مبدئي',
    page: 'صفحة',
    colon: ': ',
    documentTitle: 'إيصال مبدئي',
    documentSubject: 'طلب',
  },
};

/** The document's language tag (PDF /Lang) per language. */
export const PRE_RECEIPT_LANGUAGE_TAG: Readonly<Record<LanguageCode, string>> = {
  fr: 'fr-FR',
  pt: 'pt-BR',
  es: 'es',
  en: 'en',
  th: 'th-TH',
  ar: 'ar',
};

/** Amount grouping and decimals per language, Latin digits (the embedded Latin font draws them). */
export const PRE_RECEIPT_NUMBER_LOCALE: Readonly<Record<LanguageCode, string>> = {
  fr: 'fr-FR',
  pt: 'pt-BR',
  es: 'es-ES',
  en: 'en-GB',
  th: 'th-TH-u-nu-latn',
  ar: 'fr-MA',
};
