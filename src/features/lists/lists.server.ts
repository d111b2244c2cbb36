/**
 * What the list pages load on the server with the shopper's session: the lists (one
 * `wishlist/list` call) and one list with its products (one `wishlist/view` call, prices in the
 * shopper's price context). A failed call is said in place of the content, never an error page;
 * an unknown list, or another shopper's not shared with this one, is `missing` (404).
 */
import type { EbsnClient } from '@sporta/sdk';
import { lookUp, type Outcome } from '../../platform/results/outcome';
import { productCard } from '../catalogue';
import { type ListProductRow, listIdParam, listProductRowsOf } from './list-detail';
import {
  type ListContents,
  type ListSummary,
  listContentsOf,
  listIdOf,
  listSummariesOf,
  listSummaryOf,
} from './list-rows';

export async function loadLists(ebsn: EbsnClient): Promise<ListSummary[] | undefined> {
  try {
    return listSummariesOf(await ebsn.wishlist.list());
  } catch (error) {
    console.warn('[lists] lists unavailable', error);
    return undefined;
  }
}

export interface ListDetailPage {
  summary: ListSummary;
  rows: ListProductRow[];
  contents: ListContents;
}

export function loadListDetail(
  ebsn: EbsnClient,
  param: string | undefined,
): Promise<Outcome<ListDetailPage, never>> {
  const listId = listIdParam(param);
  return lookUp(async () => {
    if (listId === undefined) return undefined;
    const list = await ebsn.wishlist.view(listId);
    const summary = listSummaryOf(list);
    // An answer for another list is no answer for this one.
    if (!summary || listIdOf(list) !== listId) return undefined;
    return { summary, rows: listProductRowsOf(list, productCard), contents: listContentsOf(list) };
  });
}
