/** The code compiler: the editor, its console and its preview. */
import { r } from '../define.ts';

/** The area's screens. */
export const routes = [
  r('compilers', '/compilers', 'compiler/CompilerScreen', {
    title: 'page.compilers',
    section: 'content',
    layout: 'edit',
  }),
  r('compilers-console', '/compilers/console', 'compiler/CompilerConsoleScreen', {
    title: 'page.compilers.console',
    section: 'content',
    layout: 'empty',
  }),
  r('compilers-preview', '/compilers/preview', 'compiler/CompilerPreviewScreen', {
    title: 'page.compilers.preview',
    section: 'content',
    layout: 'empty',
  }),
] as const;
