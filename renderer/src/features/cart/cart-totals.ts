// What a cart costs, from the documents as the server prices them now: one computation for the cart page and the
// checkout, so the two always show the same figure (issue 28: the cart said $22.47 while the checkout asked 45
// points). Documents the buyer owns already (or uploaded) and documents no longer available cost nothing and are
// not bought.

export interface PricedDocument {
  id: string;
  price: number | string;
  points_price: number;
  owned: boolean;
}

export interface CartTotals<Document extends PricedDocument> {
  /** The documents that will be bought. */
  toBuy: Document[];
  points: number;
  usd: number;
}

export function cartTotals<Document extends PricedDocument>(
  documents: readonly Document[],
): CartTotals<Document> {
  const toBuy = documents.filter((doc) => !doc.owned);
  return {
    toBuy,
    points: toBuy.reduce((sum, doc) => sum + doc.points_price, 0),
    // Whole cents, summed in cents so 0.1 + 0.2 stays 0.30.
    usd: toBuy.reduce((sum, doc) => sum + Math.round(Number(doc.price) * 100), 0) / 100,
  };
}
