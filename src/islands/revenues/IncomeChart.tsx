import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import { formatPrice } from '../../i18n/format.ts';
import type { IncomeMonth } from '../../stores/revenues/income.ts';

/** Bars in a blue that reads on white and prints in grey; the chosen month darker. */
const BAR = '#2f6fd1';
const BAR_CHOSEN = '#123a7a';

interface Props {
  /** The twelve months of the year. */
  readonly months: readonly IncomeMonth[];
  /** The chosen month ('' none). */
  readonly chosen: string;
  /** Short labels of the months, in order (1月, Jan…). */
  readonly labels: readonly string[];
  /** The series' name (Income). */
  readonly seriesLabel: string;
  /** A bar was clicked. */
  readonly onPick: (month: string) => void;
}

/**
 * The year's income by month as bars, drawn by uPlot loaded only here (with its CSS) when the
 * chart first shows. Decorative for assistive technology: the screen offers the same numbers as
 * a table.
 */
export function IncomeChart({ months, chosen, labels, seriesLabel, onPick }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let active = true;
    void import('uplot').then(({ default: UPlot }) => {
      if (!active) return;
      const xs = months.map((_, index) => index + 1);
      const ys = months.map((month) => month.income);
      const chosenIndex = months.findIndex((month) => month.month === chosen);
      const bars = UPlot.paths.bars?.({ size: [0.6, 60] });
      plot = new UPlot(
        {
          width: element.clientWidth,
          height: 260,
          legend: { show: false },
          cursor: { drag: { x: false, y: false }, points: { show: false } },
          scales: { x: { time: false, range: [0.5, 12.5] } },
          axes: [
            {
              values: (_, ticks) => ticks.map((tick) => labels[tick - 1] ?? ''),
              splits: () => xs,
              grid: { show: false },
            },
            {
              size: 96,
              values: (_, ticks) => ticks.map((tick) => formatPrice(tick, 'TWD')),
              grid: { stroke: '#e4e7ec' },
            },
          ],
          series: [
            {},
            {
              label: seriesLabel,
              stroke: BAR,
              fill: BAR,
              ...(bars ? { paths: bars } : {}),
              points: { show: false },
            },
          ],
          hooks: {
            draw: [
              (self) => {
                if (chosenIndex < 0) return;
                const context = self.ctx;
                const x = self.valToPos(chosenIndex + 1, 'x', true);
                const y = self.valToPos(ys[chosenIndex] ?? 0, 'y', true);
                const zero = self.valToPos(0, 'y', true);
                const width = (self.bbox.width / 12) * 0.6;
                context.save();
                context.fillStyle = BAR_CHOSEN;
                context.fillRect(x - width / 2, Math.min(y, zero), width, Math.abs(zero - y));
                context.restore();
              },
            ],
          },
        },
        [xs, ys],
        element,
      );
      plot.over.addEventListener('click', () => {
        const index = plot?.cursor.idx;
        const month = index === null || index === undefined ? undefined : months[index];
        if (month) pick.current(month.month);
      });
      observer = new ResizeObserver(() => {
        plot?.setSize({ width: element.clientWidth, height: 260 });
      });
      observer.observe(element);
    });
    return () => {
      active = false;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [months, chosen, labels, seriesLabel]);

  return <div ref={box} className="income-chart__plot" aria-hidden="true" />;
}
