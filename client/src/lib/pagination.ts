import { PAGE_SIZE } from '@blynd/shared';

/** Pages needed for `total` rows; an empty list still has one (empty) page. */
export const pageCount = (total: number, pageSize: number = PAGE_SIZE) =>
  Math.max(1, Math.ceil(Math.max(0, total) / pageSize));

/** A page number from the URL: whole, at least 1, and (when the total is known) not past the last page. */
export function clampPage(raw: unknown, total?: number, pageSize: number = PAGE_SIZE): number {
  const parsed = typeof raw === 'number' ? raw : Number.parseInt(String(raw ?? ''), 10);
  const page = Number.isFinite(parsed) && parsed >= 1 ? Math.floor(parsed) : 1;
  return total === undefined ? page : Math.min(page, pageCount(total, pageSize));
}

/** Rows skipped before a page: the `offset` the list endpoints take. */
export const pageOffset = (page: number, pageSize: number = PAGE_SIZE) => (Math.max(1, page) - 1) * pageSize;

/** "11–20 of 130" for the rows a page shows; "0 of 0" when there are none. */
export function pageRange(page: number, total: number, pageSize: number = PAGE_SIZE) {
  if (total <= 0) return { from: 0, to: 0, total: 0, label: '0 of 0' };
  const from = Math.min(pageOffset(page, pageSize) + 1, total);
  const to = Math.min(from + pageSize - 1, total);
  return { from, to, total, label: `${from}–${to} of ${total.toLocaleString('en-NG')}` };
}

/** The page an offset answer stands for (offset 20 → page 3). */
export const pageOfOffset = (offset: number, pageSize: number = PAGE_SIZE) =>
  Math.floor(Math.max(0, offset) / pageSize) + 1;

/** Paging under a list answered by offset (`{ offset, total }`): its page, its total, held while the next page loads. */
export const offsetPaging = (
  data: { offset: number; total: number },
  paging: { onPage: (page: number) => void; noun: string; busy: boolean },
) => ({ page: pageOfOffset(data.offset), total: data.total, ...paging });
