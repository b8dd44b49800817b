/**
 * A list's selection in a query as the API reads a list: `ids[0]=12&ids[1]=15` (brackets, so one
 * value alone is still a list); nothing when there is no selection.
 */
export function selectionQuery(
  key: string,
  values: readonly (string | number)[] | undefined,
): Record<string, string | number> {
  const wire: Record<string, string | number> = {};
  values?.forEach((value, index) => {
    wire[`${key}[${String(index)}]`] = value;
  });
  return wire;
}
