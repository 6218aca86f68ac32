import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { GripVertical } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { formatCents, formatNumber } from "#app/lib/format.ts";
import { toast } from "#app/ui/toast.tsx";
import { leadStatusLabels, LeadStatusBadge, type LeadStatus } from "#app/areas/sales/leads-pipeline/index.ts";
import { BoardCardView } from "./board-card.tsx";
import { columnOf, moveCard } from "./board-moves.ts";
import type { Board, BoardCard, BoardColumn } from "./board.server.ts";
import { columnKeyboardCoordinates, nearestColumn } from "./column-geometry.ts";
import { LostReasonDialog } from "./lost-reason-dialog.tsx";

const MOVE_FAILED = "The lead could not be moved";

/** A move waiting for its lost reason. */
type PendingLost = { card: BoardCard; from: LeadStatus };

const labelOf = (status: unknown) => leadStatusLabels[status as LeadStatus] ?? String(status);

const screenReaderInstructions = {
  draggable:
    "To move this lead to another stage, press space or enter to pick it up, the right and left arrows to choose the stage, space or enter to drop it there, or escape to leave it where it was.",
};

/**
 * The pipeline board: a column per status with its count and total, its cards movable by mouse, touch or keyboard
 * (dnd-kit). A drop runs the lead page's status write through the JSON API at once on the board, moved back with a
 * toast when it fails; a drop on Lost asks the reason first; Escape leaves the card where it was.
 */
export function PipelineBoard({ board }: { board: Board }) {
  // The server's board replaces the browser's after each reload (a move's counts and totals as SQL has them).
  const [shown, setShown] = useState({ board, columns: board.columns });
  if (shown.board !== board) setShown({ board, columns: board.columns });
  const columns = shown.board === board ? shown.columns : board.columns;
  const setColumns = (change: (current: BoardColumn[]) => BoardColumn[]) =>
    setShown((current) => ({ ...current, columns: change(current.columns) }));
  const [dragged, setDragged] = useState<BoardCard | null>(null);
  const [pendingLost, setPendingLost] = useState<PendingLost | null>(null);
  const revalidator = useRevalidator();

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  async function move(card: BoardCard, from: LeadStatus, to: LeadStatus, lostReason: string | null = null) {
    setColumns((current) => moveCard(current, card.id, to));
    try {
      await apiRequest("POST", `/api/admin/leads/${card.id}/status`, { status: to, lostReason });
      await revalidator.revalidate();
    } catch (error) {
      setColumns((current) => moveCard(current, card.id, from));
      const description = error instanceof ApiError ? error.serverMessage("Please try again.") : "Please try again.";
      toast({ title: `${MOVE_FAILED}: ${card.name}`, description, variant: "destructive" });
    }
  }

  const cardOf = (id: unknown) => columns.flatMap((column) => column.cards).find((card) => card.id === id);
  const onDragStart = ({ active }: DragStartEvent) => setDragged(cardOf(active.id) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const card = cardOf(active.id);
    const from = columnOf(columns, String(active.id));
    const to = over?.id as LeadStatus | undefined;
    if (!card || !from || !to || to === from) return;
    if (to === "lost") setPendingLost({ card, from });
    else void move(card, from, to);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${cardOf(active.id)?.name}, in ${labelOf(columnOf(columns, String(active.id)))}.`,
    onDragOver: ({ active, over }) =>
      over ? `${cardOf(active.id)?.name} is over ${labelOf(over.id)}.` : `${cardOf(active.id)?.name} is over no stage.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${cardOf(active.id)?.name} was dropped in ${labelOf(over.id)}.`
        : `${cardOf(active.id)?.name} was dropped outside the stages and stays where it was.`,
    onDragCancel: ({ active }) =>
      `Moving ${cardOf(active.id)?.name} was cancelled. It stays in ${labelOf(columnOf(columns, String(active.id)))}.`,
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={nearestColumn}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <div className="flex items-stretch gap-4 overflow-x-auto pb-4">
        {columns.map((column) => (
          <StageColumn key={column.status} column={column} />
        ))}
      </div>
      <DragOverlay>{dragged ? <BoardCardView card={dragged} /> : null}</DragOverlay>
      <LostReasonDialog
        leadName={pendingLost?.card.name ?? null}
        onCancel={() => setPendingLost(null)}
        onConfirm={(reason) => {
          if (pendingLost) void move(pendingLost.card, pendingLost.from, "lost", reason);
          setPendingLost(null);
        }}
      />
    </DndContext>
  );
}

function StageColumn({ column }: { column: BoardColumn }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.status });
  const headingId = `stage-${column.status}`;
  const shown = column.cards.length < column.count ? `, ${column.cards.length} shown` : "";
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`flex w-72 shrink-0 flex-col gap-3 rounded-xl border p-3 ${
        isOver
          ? "border-brand-600 bg-brand-50 dark:bg-slate-800"
          : "border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950"
      }`}
    >
      <header className="grid gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
          <LeadStatusBadge status={column.status} />
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {formatNumber(column.count)} {column.count === 1 ? "lead" : "leads"}
          {shown}
          {"amountCents" in column ? ` · ${formatCents(column.amountCents, { wholeDollars: true })}` : null}
        </p>
      </header>
      <ol className="grid gap-2">
        {column.cards.map((card) => (
          <li key={card.id}>
            <MovableCard card={card} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function MovableCard({ card }: { card: BoardCard }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: card.id });
  return (
    <div ref={setNodeRef} className={isDragging ? "opacity-40" : undefined}>
      <BoardCardView
        card={card}
        handle={
          <button
            type="button"
            aria-label={`Move ${card.name}`}
            className="-m-1 inline-flex h-8 w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            {...attributes}
            {...listeners}
          >
            <GripVertical aria-hidden className="h-4 w-4" />
          </button>
        }
      />
    </div>
  );
}
