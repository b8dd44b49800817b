import { useStore } from '@nanostores/react';
import { useId, type ReactNode } from 'react';
import {
  $seenPrompts,
  dismissPrompt,
  promptVisible,
  type PromptKey,
} from '../../stores/prompts.ts';
import { useT } from '../use-t.ts';

interface Props {
  /** The prompt's key (`promptKeys`): once dismissed, never shown to this user again. */
  readonly id: PromptKey;
  readonly title: string;
  readonly children: ReactNode;
}

/**
 * A one-time notice: shown until the user dismisses it ("Got it"), which is recorded for them, so
 * it stays dismissed after a reload and on other devices. Nothing shows until the session is known.
 */
export function OncePrompt({ id, title, children }: Props) {
  const t = useT();
  const heading = useId();
  const seen = useStore($seenPrompts);
  if (!promptVisible(seen, id)) return null;
  return (
    <aside className="once-prompt" aria-labelledby={heading}>
      <div className="once-prompt__body">
        <h2 id={heading} className="once-prompt__title">
          {title}
        </h2>
        <div className="once-prompt__text">{children}</div>
      </div>
      <button type="button" className="button" onClick={() => void dismissPrompt(id)}>
        {t('prompt.dismiss')}
      </button>
    </aside>
  );
}
