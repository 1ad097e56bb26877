/** The pre-receipt as a download: what the shop's route and the chat link's route both answer. */
import type { FastifyReply } from 'fastify';
import { PRE_RECEIPT_FILENAME } from '../receipts/pre-receipt-pdf.ts';

export function sendPreReceipt(reply: FastifyReply, pdf: Buffer): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${PRE_RECEIPT_FILENAME}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
