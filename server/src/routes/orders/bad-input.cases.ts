/** Bad input on orders beyond the sweep of every write (server/src/bad-input.test.ts). */
import { expect } from 'vitest';
import { MAX_INTEGER } from '../../contract/plain/operation.ts';
import { expectRefused, type BadInputCases, type Refused } from '../../testing/bad-input.ts';
import { paidOrderOf } from '../../testing/orders.ts';

/** A refund body of one line. */
function refundOf(lineId: number, amount: number) {
  return { lines: [{ line_id: lineId, amount }], reason: 'Bad input' };
}

/**
 * Bodies of the right shape that a paid (or cancelled) order refuses, as an administrator: 400 at
 * the field named (404 for an order that does not exist), nothing written.
 */
export const badInput: BadInputCases = {
  refusals: {
    title: 'refused refunds and invoices of orders',
    tests: {
      'answers 400 at the field and writes nothing': async (api) => {
        const paid = await paidOrderOf(api, 'student@example.com', 'teacher@example.com');
        const other = await paidOrderOf(api, 'student@example.com', 'teacher@example.com');
        const cases: [string, string, string, Record<string, unknown>, number, string | null][] = [
          [
            'refund too much',
            'POST',
            `${paid.path}/refunds`,
            refundOf(paid.lineId, MAX_INTEGER),
            400,
            'lines',
          ],
          [
            'refund a line of another order',
            'POST',
            `${paid.path}/refunds`,
            refundOf(other.lineId, 1),
            400,
            'lines',
          ],
          [
            'refund an unknown order',
            'POST',
            `/lecturers/v2/orders/${String(MAX_INTEGER)}/refunds`,
            refundOf(paid.lineId, 1),
            404,
            null,
          ],
          [
            'refund with a blank reason',
            'POST',
            `${paid.path}/refunds`,
            { ...refundOf(paid.lineId, 1), reason: '   ' },
            400,
            'reason',
          ],
          [
            'invoice with a wrong tax id',
            'PUT',
            `${paid.path}/invoice`,
            { type: 'COMPANY', company_title: 'A', company_tax_id: '04595258' },
            400,
            'company_tax_id',
          ],
          [
            'invoice with a wrong mobile barcode',
            'PUT',
            `${paid.path}/invoice`,
            { type: 'PERSONAL', carrier_type: 'MOBILE', carrier_number: '/abc' },
            400,
            'carrier_number',
          ],
          [
            'invoice with an unknown carrier',
            'PUT',
            `${paid.path}/invoice`,
            { type: 'PERSONAL', carrier_type: 'PAPER' },
            400,
            'carrier_type',
          ],
        ];
        await expectRefused(
          api,
          { caller: 'admin@example.com', json: true },
          cases.map(([label, method, path, body, status, field]): Refused => ({
            label,
            method,
            path,
            body,
            statuses: [status],
            // A bad element of a list is named by its index (`lines.0`).
            field,
            orElement: true,
          })),
        );
      },
      'answers 400 at the query field for a date out of range or a number written loosely': async (
        api,
      ) => {
        const cases: [string, string, string][] = [
          ['admin@example.com', '/lecturers/v2/orders?from=0000-01-01', 'from'],
          ['admin@example.com', '/lecturers/v2/orders?to=2026-02-31', 'to'],
          ['admin@example.com', '/lecturers/v2/orders/export?from=0000-01-01', 'from'],
          ['admin@example.com', '/lecturers/v2/orders?page=0x10', 'page'],
          ['admin@example.com', '/lecturers/v2/orders?per_page=1e1', 'per_page'],
          ['admin@example.com', '/lecturers/v2/orders?page=1%0A', 'page'],
          ['teacher@example.com', '/lecturers/v2/revenues/income?month=0000-01', 'month'],
          ['teacher@example.com', '/lecturers/v2/revenues/income?year=true', 'year'],
        ];
        for (const [caller, path, field] of cases) {
          const response = await api.request('GET', path, {
            token: await api.tokenOf(caller),
            locale: 'en',
          });
          expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(400);
          expect(response.body, path).toHaveProperty(['message', field]);
        }
      },
    },
  },
};
