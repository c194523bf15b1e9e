import { useEffect, useState, type DragEvent } from 'react';

const carriesFiles = (event: { dataTransfer: DataTransfer | null }) =>
  event.dataTransfer?.types.includes('Files') ?? false;

/**
 * Drag-and-drop of files onto one element (SPEC section 4, drag state): `dragging` is on while
 * files are over it and off after they leave or are dropped. While it is mounted, files dropped
 * anywhere else on the page are ignored instead of the browser leaving the app to open them.
 */
export function useFileDrop(onDrop: (files: FileList) => void) {
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const ignoreElsewhere = (event: globalThis.DragEvent) => {
      if (event.defaultPrevented || !carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', ignoreElsewhere);
    window.addEventListener('drop', ignoreElsewhere);
    return () => {
      window.removeEventListener('dragover', ignoreElsewhere);
      window.removeEventListener('drop', ignoreElsewhere);
    };
  }, []);

  const over = (event: DragEvent<HTMLElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  return {
    dragging,
    dropHandlers: {
      onDragEnter: over,
      onDragOver: over,
      onDragLeave: (event: DragEvent<HTMLElement>) => {
        // Moving between the element's own children is not leaving it.
        if (
          event.relatedTarget instanceof Node &&
          event.currentTarget.contains(event.relatedTarget)
        )
          return;
        setDragging(false);
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        onDrop(event.dataTransfer.files);
      },
    },
  };
}
