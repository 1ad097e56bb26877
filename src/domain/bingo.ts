/**
 * Bingo card state (SPEC §4 "Bingo card: incomplete or complete"), decided once for the server
 * (which sends `status`) and the shop's app.
 */

export type BingoStatus = 'complete' | 'incomplete';

/** A card is complete once every one of its products was acquired; an empty card is not. */
export function bingoCardStatus(
  cardSkus: readonly string[],
  acquired: readonly string[],
): BingoStatus {
  const bought = new Set(acquired);
  return cardSkus.length > 0 && cardSkus.every((sku) => bought.has(sku))
    ? 'complete'
    : 'incomplete';
}
