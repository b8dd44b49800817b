import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { hostKind, runtimeConfig } from '../../config/runtime.ts';
import { linkVisible } from '../../lib/access.ts';
import { routeByName } from '../../routes/routes.ts';
import { sections } from '../../routes/table.ts';
import { urlForRoute } from '../../routes/urls.ts';
import { figuresPersona, loadFigures } from '../../stores/dashboard/figures.ts';
import { loadSales } from '../../stores/dashboard/sales.ts';
import { $page } from '../../stores/page.ts';
import { $session } from '../../stores/session.ts';
import { useT } from '../use-t.ts';
import { FigureCards } from './FigureCards.tsx';
import { SalesPanel } from './SalesPanel.tsx';
import { TopItems } from './TopItems.tsx';

/**
 * The home page: the viewer's figures with what waits and since when, sales per day beside the
 * previous period and the best sellers (lecturers; administrators with the `dashboard`
 * permission), and the sections they may open.
 */
export default function HomeScreen() {
  const t = useT();
  const page = useStore($page);
  const session = useStore($session);
  const ready = session.status === 'ready' ? session : null;
  const host =
    typeof location === 'undefined' ? 'unknown' : hostKind(location.origin, runtimeConfig());
  // Drawn (as placeholders) while the session loads, so nothing moves when it arrives.
  const shown = figuresPersona(session, host);
  const figures = ready !== null && shown !== null;

  useEffect(() => {
    if (!figures) return;
    void loadFigures(true);
    void loadSales(true);
  }, [figures]);

  const links = ready
    ? sections
        .filter((section) => ready.sections.includes(section.id))
        .flatMap((section) => {
          const link = section.links.find((each) =>
            linkVisible(ready.persona, routeByName(each.route).audience),
          );
          return link ? [{ id: section.id, title: section.title, route: link.route }] : [];
        })
    : [];

  return (
    <div className="dashboard">
      {shown !== null && (
        <>
          <FigureCards persona={shown} />
          <div className="dashboard__trends">
            <SalesPanel lecturer={shown === 'lecturer'} />
            <TopItems />
          </div>
        </>
      )}
      <section className="dashboard__sections" aria-labelledby="dashboard-sections-heading">
        <h2 id="dashboard-sections-heading" className="dashboard__heading">
          {t('dashboard.sections')}
        </h2>
        <p className="home__intro">{t('home.intro')}</p>
        <ul className="home__sections">
          {links.map((link) => (
            <li key={link.id} data-section={link.id}>
              <a className="panel home__card" href={urlForRoute(page.locale, link.route, {})}>
                {t(link.title)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
