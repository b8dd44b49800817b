/** Measures upload speed over a sliding window of progress samples. */

/** Seconds of samples the speed is averaged over. */
export const SPEED_WINDOW_MS = 5000;

/** A speed meter: feed it (time, bytes) samples; read bytes per second. */
export class SpeedMeter {
  private samples: { at: number; loaded: number }[] = [];

  /** Adds a sample and answers the speed over the window (bytes per second). */
  sample(at: number, loaded: number): number {
    this.samples.push({ at, loaded });
    while (this.samples.length > 2 && at - (this.samples[0]?.at ?? at) > SPEED_WINDOW_MS)
      this.samples.shift();
    const first = this.samples[0];
    if (!first || at === first.at) return 0;
    return Math.max(0, ((loaded - first.loaded) * 1000) / (at - first.at));
  }

  /** Forgets the samples (after a pause or a retry). */
  reset(): void {
    this.samples = [];
  }
}
