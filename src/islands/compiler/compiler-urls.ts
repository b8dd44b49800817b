/** Typed URLs of the compiler screens. */
import type { Locale } from '../../i18n/locales.ts';
import { urlFor } from '../../routes/urls.ts';

/** The compiler: where programs are written and run. */
export const compilerUrl = (locale: Locale): string => urlFor(locale, 'compilers');

/** The console window: the recent runs. */
export const compilerConsoleUrl = (locale: Locale): string => urlFor(locale, 'compilers-console');

/** The preview window: the last run's output rendered as a page. */
export const compilerPreviewUrl = (locale: Locale): string => urlFor(locale, 'compilers-preview');
