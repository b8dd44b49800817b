/** The status machine as a function: every move offered to each actor, and the clock's moves. */
import { describe, expect, it } from 'vitest';
import type { CourseStatus } from '../contract/courses.ts';
import type { StatusMove } from '../contract/items.ts';
import {
  apiStatus,
  dueMove,
  movesFor,
  storedStatus,
  type MachineActor,
  type MachineItem,
} from './status-machine.ts';

const now = new Date('2030-01-01T00:00:00Z');
const later = new Date('2030-02-01T00:00:00Z');
const earlier = new Date('2029-12-01T00:00:00Z');

function item(status: CourseStatus, values: Partial<MachineItem> = {}): MachineItem {
  return {
    kind: 'courses',
    status,
    introduction: '<p>Intro</p>',
    category: 'programming',
    ticketCount: 0,
    fundraisingThreshold: null,
    fundraisingEndsAt: null,
    presaleCount: 0,
    ...values,
  };
}

/** The moves as `to: reason` (null when allowed), needs left out. */
function reasons(moves: readonly StatusMove[]): Record<string, string | null> {
  return Object.fromEntries(moves.map((move) => [move.status, move.reason]));
}

const actors: readonly MachineActor[] = ['owner', 'co-lecturer', 'admin'];

describe('movesFor', () => {
  it('offers every other status of the kind, allowed or with a reason', () => {
    for (const actor of actors) {
      const moves = movesFor(item('DRAFT'), actor, now);
      expect(moves.map((move) => move.status)).toEqual([
        'PUBLISH',
        'SCHEDULING',
        'REVIEW',
        'OFFLINE',
        'PRESALE',
        'PREPARE',
      ]);
      for (const move of moves) expect(move.allowed).toBe(move.reason === null);
    }
    const ebook = movesFor(item('DRAFT', { kind: 'ebooks' }), 'owner', now);
    expect(ebook.map((move) => move.status)).toEqual([
      'offline',
      'publish',
      'review',
      'scheduling',
    ]);
  });

  it('DRAFT: the owner submits for review once the introduction and category are there', () => {
    expect(reasons(movesFor(item('DRAFT'), 'owner', now))).toEqual({
      PUBLISH: 'no-move',
      SCHEDULING: 'no-move',
      REVIEW: null,
      OFFLINE: 'no-move',
      PRESALE: 'no-move',
      PREPARE: 'no-move',
    });
    expect(reasons(movesFor(item('DRAFT'), 'admin', now))['REVIEW']).toBe('owner-only');
    expect(reasons(movesFor(item('DRAFT'), 'co-lecturer', now))['REVIEW']).toBe('owner-only');
    for (const introduction of ['', '<p> </p>', '<p>&nbsp;</p><br>']) {
      expect(reasons(movesFor(item('DRAFT', { introduction }), 'owner', now))['REVIEW']).toBe(
        'needs-introduction',
      );
    }
    expect(reasons(movesFor(item('DRAFT', { category: '' }), 'owner', now))['REVIEW']).toBe(
      'needs-category',
    );
    // Ebooks and articles have no category.
    const ebook = item('DRAFT', { kind: 'ebooks', category: '' });
    expect(reasons(movesFor(ebook, 'owner', now))['review']).toBeNull();
  });

  it('REVIEW: the owner withdraws; an admin rejects with a reason, publishes, schedules or opens a presale', () => {
    expect(reasons(movesFor(item('REVIEW'), 'admin', now))).toEqual({
      PUBLISH: null,
      SCHEDULING: null,
      DRAFT: null,
      OFFLINE: 'no-move',
      PRESALE: 'needs-tickets',
      PREPARE: 'no-move',
    });
    expect(reasons(movesFor(item('REVIEW'), 'owner', now))).toEqual({
      PUBLISH: 'admin-only',
      SCHEDULING: 'admin-only',
      DRAFT: null,
      OFFLINE: 'no-move',
      PRESALE: 'admin-only',
      PREPARE: 'no-move',
    });
    expect(reasons(movesFor(item('REVIEW'), 'co-lecturer', now))['DRAFT']).toBe('owner-only');
    const needs = (actor: MachineActor) =>
      Object.fromEntries(movesFor(item('REVIEW'), actor, now).map((m) => [m.status, m.needs]));
    expect(needs('admin')).toMatchObject({ DRAFT: 'reason', SCHEDULING: 'scheduled_at' });
    expect(needs('owner')).toMatchObject({ DRAFT: null });

    const presale = (values: Partial<MachineItem>) =>
      reasons(movesFor(item('REVIEW', values), 'admin', now))['PRESALE'];
    const ready = { ticketCount: 3, fundraisingThreshold: 10, fundraisingEndsAt: later };
    expect(presale(ready)).toBeNull();
    expect(presale({ ...ready, ticketCount: 2 })).toBe('needs-tickets');
    expect(presale({ ...ready, fundraisingThreshold: null })).toBe('needs-threshold');
    expect(presale({ ...ready, fundraisingEndsAt: null })).toBe('needs-threshold');
    expect(presale({ ...ready, fundraisingEndsAt: earlier })).toBe('needs-threshold');
  });

  it('SCHEDULING: an admin publishes now; the owner or an admin cancels to offline', () => {
    expect(reasons(movesFor(item('SCHEDULING'), 'admin', now))).toMatchObject({
      PUBLISH: null,
      OFFLINE: null,
      DRAFT: 'no-move',
    });
    expect(reasons(movesFor(item('SCHEDULING'), 'owner', now))).toMatchObject({
      PUBLISH: 'admin-only',
      OFFLINE: null,
    });
    expect(reasons(movesFor(item('SCHEDULING'), 'co-lecturer', now))['OFFLINE']).toBe('owner-only');
  });

  it('PRESALE: to PREPARE when the threshold is met, to OFFLINE when it ended unmet', () => {
    const presale = (presaleCount: number, fundraisingEndsAt: Date) =>
      item('PRESALE', {
        ticketCount: 3,
        fundraisingThreshold: 10,
        presaleCount,
        fundraisingEndsAt,
      });
    expect(reasons(movesFor(presale(10, later), 'admin', now))).toMatchObject({
      PREPARE: null,
      OFFLINE: 'threshold-met',
      PUBLISH: 'no-move',
    });
    expect(reasons(movesFor(presale(9, later), 'admin', now))).toMatchObject({
      PREPARE: 'threshold-not-met',
      OFFLINE: 'fundraising-open',
    });
    expect(reasons(movesFor(presale(9, earlier), 'admin', now))).toMatchObject({
      PREPARE: 'threshold-not-met',
      OFFLINE: null,
    });
    expect(reasons(movesFor(presale(10, later), 'owner', now))).toMatchObject({
      PREPARE: 'admin-only',
      OFFLINE: 'admin-only',
    });
  });

  it('PREPARE publishes by an admin; PUBLISH and OFFLINE move both ways by the owner or an admin', () => {
    expect(reasons(movesFor(item('PREPARE'), 'admin', now))['PUBLISH']).toBeNull();
    expect(reasons(movesFor(item('PREPARE'), 'owner', now))['PUBLISH']).toBe('admin-only');
    for (const actor of ['owner', 'admin'] as const) {
      expect(reasons(movesFor(item('PUBLISH'), actor, now))).toMatchObject({
        OFFLINE: null,
        DRAFT: 'no-move',
      });
      expect(reasons(movesFor(item('OFFLINE'), actor, now))).toMatchObject({
        PUBLISH: null,
        DRAFT: null,
        REVIEW: 'no-move',
      });
    }
    expect(reasons(movesFor(item('PUBLISH'), 'co-lecturer', now))['OFFLINE']).toBe('owner-only');
    expect(reasons(movesFor(item('OFFLINE'), 'co-lecturer', now))['PUBLISH']).toBe('owner-only');
  });
});

describe('dueMove', () => {
  const due = (
    status: CourseStatus,
    values: Partial<MachineItem> & { scheduledAt?: Date | null },
  ) => dueMove({ ...item(status, values), scheduledAt: values.scheduledAt ?? null }, now);

  it('publishes a scheduled item at its time', () => {
    expect(due('SCHEDULING', { scheduledAt: earlier })).toBe('PUBLISH');
    expect(due('SCHEDULING', { scheduledAt: now })).toBe('PUBLISH');
    expect(due('SCHEDULING', { scheduledAt: later })).toBeNull();
    expect(due('SCHEDULING', { scheduledAt: null })).toBeNull();
    expect(due('SCHEDULING', { kind: 'ebooks', scheduledAt: earlier })).toBe('PUBLISH');
  });

  it('closes an ended presale: PREPARE when the threshold is met, else OFFLINE', () => {
    const ended = { fundraisingEndsAt: earlier, fundraisingThreshold: 10 };
    expect(due('PRESALE', { ...ended, presaleCount: 10 })).toBe('PREPARE');
    expect(due('PRESALE', { ...ended, presaleCount: 9 })).toBe('OFFLINE');
    expect(due('PRESALE', { ...ended, fundraisingThreshold: null, presaleCount: 9 })).toBe(
      'OFFLINE',
    );
    expect(due('PRESALE', { fundraisingEndsAt: later, presaleCount: 0 })).toBeNull();
  });

  it('leaves every other status alone', () => {
    for (const status of ['DRAFT', 'REVIEW', 'PUBLISH', 'OFFLINE', 'PREPARE'] as const) {
      expect(due(status, { scheduledAt: earlier, fundraisingEndsAt: earlier })).toBeNull();
    }
  });
});

describe('status spellings', () => {
  it('spells course statuses in upper case and ebook and article card types in lower case', () => {
    expect(apiStatus('courses', 'PUBLISH')).toBe('PUBLISH');
    expect(apiStatus('ebooks', 'PUBLISH')).toBe('publish');
    expect(apiStatus('articles', 'SCHEDULING')).toBe('scheduling');
    expect(storedStatus('courses', 'PRESALE')).toBe('PRESALE');
    expect(storedStatus('courses', 'presale')).toBeNull();
    expect(storedStatus('ebooks', 'review')).toBe('REVIEW');
    expect(storedStatus('ebooks', 'REVIEW')).toBeNull();
    expect(storedStatus('articles', 'presale')).toBeNull();
  });
});
