import type { CollisionDetection, KeyboardCoordinateGetter } from "@dnd-kit/core";

/**
 * The board's columns stand side by side, so the column a card is over is the one nearest it across, however tall
 * either is (dnd-kit's own measures also weigh height, and a long column would lose to a short neighbour).
 */
export const nearestColumn: CollisionDetection = ({ collisionRect, droppableContainers, droppableRects }) => {
  const centre = collisionRect.left + collisionRect.width / 2;
  return droppableContainers
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      if (!rect) return [];
      const distance = Math.abs(rect.left + rect.width / 2 - centre);
      return [{ id: container.id, data: { droppableContainer: container, value: distance } }];
    })
    .sort((a, b) => a.data.value - b.data.value);
};

/** With the keyboard, the right and left arrows carry a card to the next column and the one before. */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = event.code === "ArrowRight" ? 1 : event.code === "ArrowLeft" ? -1 : 0;
  const { collisionRect, droppableRects } = context;
  if (step === 0 || !collisionRect) return undefined;
  event.preventDefault();
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = [...droppableRects.values()].sort((a, b) => a.left - b.left);
  const current = columns.reduce(
    (nearest, rect, index) =>
      Math.abs(rect.left + rect.width / 2 - centre) <
      Math.abs(columns[nearest]!.left + columns[nearest]!.width / 2 - centre)
        ? index
        : nearest,
    0,
  );
  const target = columns[current + step];
  if (!target) return currentCoordinates;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: currentCoordinates.y };
};
