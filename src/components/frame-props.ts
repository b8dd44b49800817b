import type { Locale } from '../i18n/locales.ts';
import type { Route } from '../routes/routes.ts';

/** What each piece of the page frame is given: the page's locale and route. */
export interface FrameProps {
  readonly locale: Locale;
  readonly route: Route;
}

/** A piece of the frame that also shows the page's title. */
export interface TitledFrameProps extends FrameProps {
  readonly title: string;
}
