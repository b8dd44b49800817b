/**
 * Drag and drop with sortablejs that leaves React the owner of the DOM: Sortable moves the dragged
 * element while dragging; on drop the element is put back where React rendered it and the move is
 * handed over (source and target lists, indexes) to be applied to the store.
 */
import Sortable from 'sortablejs';
import { useEffect, useRef, type RefObject } from 'react';

/** A finished drag: the element, the lists it left and entered, and its indexes in them. */
export interface SortableMove {
  readonly item: HTMLElement;
  readonly from: HTMLElement;
  readonly to: HTMLElement;
  readonly oldIndex: number;
  readonly newIndex: number;
}

interface Options {
  /** Lists sharing a group exchange elements. */
  readonly group: string;
  /** The selector of the part of an element that starts a drag. */
  readonly handle: string;
  /** The selector of the elements that can be dragged. */
  readonly draggable: string;
  readonly onMove: (move: SortableMove) => void;
  /** A drag starts. */
  readonly onStart?: () => void;
  /** A drag ends, after `onMove` (whether it moved anything or not). */
  readonly onDone?: () => void;
}

/** Makes a list's elements draggable; `onMove` receives each drop that changes something. */
export function useSortable(ref: RefObject<HTMLElement | null>, options: Options): void {
  const callbacks = useRef(options);
  callbacks.current = options;
  const { group, handle, draggable } = options;

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const sortable = Sortable.create(list, {
      group,
      handle,
      draggable,
      // Mouse and touch events instead of native drag and drop: the same in every browser.
      forceFallback: true,
      fallbackOnBody: true,
      // No sliding of the other elements and no drop zone around empty lists: both measure every
      // element or list on each move, and those far from the screen are not rendered
      // (`content-visibility: auto`). An empty list is a drop target of its own height.
      emptyInsertThreshold: 0,
      ghostClass: 'is-drag-ghost',
      chosenClass: 'is-drag-chosen',
      onStart: () => callbacks.current.onStart?.(),
      onEnd: (event) => {
        const { item, from, to, oldIndex, newIndex } = event;
        if (
          oldIndex !== undefined &&
          newIndex !== undefined &&
          (from !== to || oldIndex !== newIndex)
        ) {
          // Undo Sortable's DOM change; React renders the move from the store.
          item.remove();
          from.insertBefore(item, from.children[oldIndex] ?? null);
          callbacks.current.onMove({ item, from, to, oldIndex, newIndex });
        }
        callbacks.current.onDone?.();
      },
    });
    return () => sortable.destroy();
  }, [ref, group, handle, draggable]);
}
