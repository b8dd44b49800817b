/** The code compiler: the editor, its console and its preview. */
import { inSection } from '../define.ts';

/** Declares one of the area's routes: they all hang under the content section. */
const route = inSection('content');

/** The area's screens. */
export const routes = [
  route('compilers', '/compilers', 'compiler/CompilerScreen', {
    title: 'page.compilers',
    layout: 'edit',
  }),
  route('compilers-console', '/compilers/console', 'compiler/CompilerConsoleScreen', {
    title: 'page.compilers.console',
    layout: 'empty',
  }),
  route('compilers-preview', '/compilers/preview', 'compiler/CompilerPreviewScreen', {
    title: 'page.compilers.preview',
    layout: 'empty',
  }),
] as const;
