import { useStore } from '@nanostores/react';
import { $progress } from '../../stores/activity.ts';
import { useT } from '../use-t.ts';

/** The thin progress bar at the top during navigation and API work. */
export function TopProgressBar() {
  const progress = useStore($progress);
  const t = useT();
  if (!progress.visible) return null;
  return (
    <div
      className="top-progress"
      role="progressbar"
      aria-label={t('progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress.value * 100)}
    >
      <div className="top-progress__bar" style={{ transform: `scaleX(${progress.value})` }} />
    </div>
  );
}
