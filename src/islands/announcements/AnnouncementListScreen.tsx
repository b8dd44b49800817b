import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect } from 'react';
import type { Announcement } from '../../../server/src/contract/interactions.ts';
import { urlFor } from '../../routes/urls.ts';
import {
  announcementCoursesLoader,
  announcementList,
  displayFilters,
  loadUsage,
  usageLoader,
} from '../../stores/announcements/list.ts';
import { $page } from '../../stores/page.ts';
import { $session } from '../../stores/session.ts';
import { SelectField } from '../form/SelectField.tsx';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ListFrame } from '../ui/ListFrame.tsx';
import { useT } from '../use-t.ts';
import {
  AnnouncementStatusBadge,
  personaIsAdmin,
  SentState,
  typeShortLabels,
  UsageNote,
} from './AnnouncementParts.tsx';

const displayLabels: Readonly<Record<(typeof displayFilters)[number], string>> = {
  '': 'announcements.list.allDisplays',
  shown: 'announcements.shown',
  hidden: 'announcements.hidden',
};

/**
 * The announcements of a lecturer (an administrator: of every lecturer): filters by course and
 * shown or hidden kept in the address, pages, and above them this month's sending allowance and
 * the way to write a new one. With an id in the address it opens that announcement.
 */
export default function AnnouncementListScreen() {
  const t = useT();
  const page = useStore($page);
  const courses = useStore(announcementCoursesLoader.$state);
  const usage = useStore(usageLoader.$state);
  const admin = personaIsAdmin(useStore($session));
  const onList = page.route?.name === 'interactions-index-announcements';
  const selected = onList ? page.params['announcement_id'] : undefined;

  // `/interactions/announcements/{id}` shows that announcement as students see it.
  useEffect(() => {
    if (selected && /^\d+$/.test(selected))
      void navigate(
        urlFor(page.locale, 'interactions-announcements-announcement_id-edit-view', {
          announcement_id: selected,
        }),
        { history: 'replace' },
      );
  }, [selected, page.locale]);

  // The allowance is a lecturer's own; an administrator sees each lecturer's on the announcement.
  useEffect(() => {
    if (admin === false) void loadUsage('own');
  }, [admin]);

  const createHref = urlFor(page.locale, 'interactions-index-announcements-create');
  const editHref = (announcement: Announcement) =>
    urlFor(page.locale, 'interactions-announcements-announcement_id-edit', {
      announcement_id: announcement.id,
    });
  const courseOptions = courses.data?.data ?? [];

  const columns: DataColumn<Announcement>[] = [
    {
      key: 'title',
      header: t('announcements.list.titleColumn'),
      rowHeader: true,
      className: 'announcement-table__title',
      cell: (announcement) => (
        <>
          <a href={editHref(announcement)}>{announcement.title}</a>
          {admin && <span className="announcement-table__owner">{announcement.owner.name}</span>}
        </>
      ),
    },
    {
      key: 'type',
      header: t('announcements.list.typeColumn'),
      cell: (announcement) => t(typeShortLabels[announcement.type]),
    },
    {
      key: 'status',
      header: t('announcements.list.statusColumn'),
      cell: (announcement) => <AnnouncementStatusBadge status={announcement.status} />,
    },
    {
      key: 'sent',
      header: t('announcements.list.sentColumn'),
      cell: (announcement) => <SentState announcement={announcement} dateOnly />,
    },
    {
      key: 'recipients',
      header: t('announcements.list.recipientsColumn'),
      className: 'announcement-table__number',
      cell: (announcement) => t('announcements.count', { count: announcement.recipients }),
    },
    {
      key: 'display',
      header: t('announcements.list.displayColumn'),
      cell: (announcement) =>
        t(announcement.display ? 'announcements.shown' : 'announcements.hidden'),
    },
  ];

  const createLink = (
    <a className="button button--primary" href={createHref}>
      {t('announcements.list.create')}
    </a>
  );

  // The address names an announcement: it opens (above) instead of the list.
  if (selected) return null;

  return (
    <div className="announcements">
      <div className="announcements__usage" aria-live="polite">
        {admin === false && usage.data && <UsageNote usage={usage.data} locale={page.locale} />}
        {admin === true && <p className="announcement-usage">{t('announcements.usage.admin')}</p>}
      </div>
      <ListFrame
        list={announcementList}
        caption={t('announcements.list.caption')}
        columns={columns}
        tableClassName="announcement-table"
        rowActions={(announcement) => [
          { key: 'edit', label: t('announcements.list.edit'), href: editHref(announcement) },
          {
            key: 'view',
            label: t('announcements.list.view'),
            href: urlFor(page.locale, 'interactions-announcements-announcement_id-edit-view', {
              announcement_id: announcement.id,
            }),
          },
        ]}
        rowActionsLabel={(announcement) =>
          t('announcements.list.actionsOf', { title: announcement.title })
        }
        filters={[
          {
            kind: 'custom',
            key: 'course',
            render: ({ filters, apply }) => (
              <SelectField
                id="announcement-filter-course"
                label={t('announcements.list.course')}
                value={filters.course === null ? '' : String(filters.course)}
                options={[
                  { value: '', label: t('announcements.list.allCourses') },
                  ...courseOptions.map((course) => ({
                    value: String(course.id),
                    label: course.title,
                  })),
                  // A course of the address the list of courses does not (or not yet) hold.
                  ...(filters.course !== null &&
                  !courseOptions.some((course) => course.id === filters.course)
                    ? [
                        {
                          value: String(filters.course),
                          label: t('announcements.list.courseNumber', { id: filters.course }),
                        },
                      ]
                    : []),
                ]}
                onValue={(value) => apply({ course: value === '' ? null : Number(value) })}
              />
            ),
          },
          {
            kind: 'select',
            key: 'display',
            label: t('announcements.list.display'),
            options: displayFilters.map((value) => ({ value, label: t(displayLabels[value]) })),
          },
        ]}
        create={createLink}
        empty={{
          title: t('announcements.list.empty'),
          text: t('announcements.list.emptyNext'),
        }}
        noMatch={t('announcements.list.noMatch')}
      />
    </div>
  );
}
