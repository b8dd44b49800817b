import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemDetail } from '../../../../server/src/contract/items.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { settingsItem } from './item-fixture.ts';

const api = vi.hoisted(() => ({
  saveTickets: vi.fn<(...args: unknown[]) => Promise<ItemDetail>>(),
}));
vi.mock('../../../../src/api/items.ts', () => api);
vi.mock('../../../../src/api/item-prices.ts', () => api);

const { catalogs } = await import('../../../../src/i18n/catalogs.ts');
const { compileMessages } = await import('../../../../src/i18n/compile.ts');
const { $i18n } = await import('../../../../src/stores/i18n.ts');
const { $item } = await import('../../../../src/stores/item.ts');
const { $usdRate } = await import('../../../../src/stores/platform.ts');
const tickets = await import('../../../../src/stores/items/tickets.ts');
const { toLocalInput } = await import('../../../../src/lib/local-time.ts');

const at = (day: number) => `2030-01-0${String(day)}T10:00:00.000Z`;

describe('stage prices', () => {
  beforeEach(() => {
    api.saveTickets.mockReset();
    $usdRate.set(0.036);
    tickets.startTickets(settingsItem({ tickets: [] }));
  });

  it('makes a course fundraising from three tickets on, and says how many are missing', () => {
    expect(tickets.fundraisingSummary(2)).toMatchObject({ fundraising: false, missing: 1 });
    expect(tickets.fundraisingSummary(3)).toMatchObject({ fundraising: true, missing: 0 });
    tickets.addTicket();
    tickets.addTicket();
    expect(tickets.$ticketsSummary.get()).toMatchObject({
      count: 2,
      fundraising: false,
      missing: 1,
    });
    tickets.addTicket();
    expect(tickets.$ticketsSummary.get()).toMatchObject({
      count: 3,
      fundraising: true,
      missing: 0,
    });
    tickets.removeTicket(0);
    expect(tickets.$ticketsSummary.get().fundraising).toBe(false);
  });

  it('shows each ticket in TWD and USD', () => {
    tickets.addTicket();
    tickets.addTicket();
    tickets.changeTicket(0, 'fundraising', '1234');
    tickets.changeTicket(1, 'fundraising', 'abc');
    expect(tickets.$ticketPrices.get()).toEqual([{ twd: 'NT$1,234', usd: 'US$44.42' }, null]);
  });

  it('stops adding at the most tickets a course may have', () => {
    for (let i = 0; i < 12; i += 1) tickets.addTicket();
    expect(tickets.ticketsForm.$values.get().tickets).toHaveLength(10);
    expect(tickets.$ticketsSummary.get().canAdd).toBe(false);
  });

  it('saves the whole list with ISO times and takes the server’s order', async () => {
    tickets.addTicket();
    tickets.addTicket();
    tickets.changeTicket(0, 'fundraising', '900');
    tickets.changeTicket(0, 'schedule_at', toLocalInput(at(2)));
    tickets.changeTicket(1, 'fundraising', '700');
    tickets.changeTicket(1, 'schedule_at', toLocalInput(at(1)));
    const answer = settingsItem({
      tickets: [
        { fundraising: 700, schedule_at: at(1) },
        { fundraising: 900, schedule_at: at(2) },
      ],
    });
    api.saveTickets.mockResolvedValue(answer);
    await expect(tickets.saveCourseTickets(7)).resolves.toBe(true);
    expect(api.saveTickets).toHaveBeenCalledWith(7, {
      tickets: [
        { fundraising: '900', schedule_at: at(2) },
        { fundraising: '700', schedule_at: at(1) },
      ],
    });
    expect($item.get()).toEqual({ status: 'ready', item: answer });
    expect(tickets.ticketsForm.$values.get().tickets.map((t) => t.fundraising)).toEqual([
      '700',
      '900',
    ]);
  });

  it('leaves an empty time out so the server asks for it, and keeps the rows on a 400', async () => {
    tickets.addTicket();
    tickets.changeTicket(0, 'fundraising', '900');
    api.saveTickets.mockRejectedValue(
      new ApiError(400, { 'tickets.0.schedule_at': ['Required.'] }, 'Required.'),
    );
    await expect(tickets.saveCourseTickets(7)).resolves.toBe(false);
    expect(api.saveTickets).toHaveBeenCalledWith(7, { tickets: [{ fundraising: '900' }] });
    expect(tickets.ticketsForm.errorOf('tickets.0.schedule_at')).toBe('Required.');
    expect(tickets.ticketsForm.$values.get().tickets).toEqual([
      { fundraising: '900', schedule_at: '' },
    ]);
    tickets.changeTicket(0, 'schedule_at', '2030-01-01T10:00');
    expect(tickets.ticketsForm.errorOf('tickets.0.schedule_at')).toBeUndefined();
  });

  it('a ticket price with a fraction answers "whole NT$ amounts" at its row, as typed', async () => {
    $i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });
    tickets.addTicket();
    tickets.addTicket();
    tickets.changeTicket(0, 'fundraising', '100');
    tickets.changeTicket(1, 'fundraising', '99.5');
    await expect(tickets.saveCourseTickets(7)).resolves.toBe(false);
    expect(tickets.ticketsForm.errorOf('tickets.0.fundraising')).toBeUndefined();
    expect(tickets.ticketsForm.errorOf('tickets.1.fundraising')).toMatch(
      /^Whole NT\$ amounts only/,
    );
    expect(tickets.ticketsForm.$values.get().tickets[1]?.fundraising).toBe('99.5');
    expect(api.saveTickets).not.toHaveBeenCalled();
    $i18n.set({ locale: 'zh-TW', messages: {} });
  });
});
