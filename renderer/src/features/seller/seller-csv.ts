// CSV export of the seller's orders: papaparse (loaded on click) with formula-looking cells quoted as text, so a
// document title such as "=HYPERLINK(...)" cannot run in a spreadsheet.
import type { SellerOrder } from './seller.api';
import { sellerTexts as t } from './seller.texts';
import { CSV_EXPORT_GUARD } from '../../../../shared/csv/csv-formula-guard';

export async function ordersCsv(rows: readonly SellerOrder[]): Promise<string> {
  const { unparse } = await import('papaparse');
  return unparse(
    {
      fields: [
        t.orders.date,
        t.orders.document,
        t.orders.buyer,
        t.orders.access,
        t.orders.points,
        t.orders.earned,
      ],
      data: rows.map((row) => [
        row.created_at,
        row.document_title,
        row.buyer_name,
        t.orders.accessTypes[row.access_type] ?? row.access_type,
        row.points_spent,
        row.earned_points,
      ]),
    },
    CSV_EXPORT_GUARD,
  );
}

export function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
