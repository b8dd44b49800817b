/** Paging of list answers: the `meta` every paged list answers with. */

/** Paging metadata of a total: the page asked for, the last page (at least 1), its size, the total. */
export function pageMeta(total: number, page: number, perPage: number) {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
