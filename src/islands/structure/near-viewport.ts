/** Whether an element has come near the viewport: one shared IntersectionObserver for all. */
import { useEffect, useState, type RefObject } from 'react';

/** How far outside the viewport an element counts as near. */
const NEAR = '800px 0px';

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function observe(element: Element, near: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        observer?.unobserve(entry.target);
        waiting.delete(entry.target);
        callback?.();
      }
    },
    { rootMargin: NEAR },
  );
  waiting.set(element, near);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    waiting.delete(element);
  };
}

/** True once the element of `ref` has been near the viewport (watched only while `watch`). */
export function useNearViewport(ref: RefObject<Element | null>, watch: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!watch || near || !element || typeof IntersectionObserver !== 'function') return;
    return observe(element, () => setNear(true));
  }, [ref, watch, near]);
  return near;
}
