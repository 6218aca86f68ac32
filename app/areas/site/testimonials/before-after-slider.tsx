import { useRef, useState } from "react";
import { pointerPercent, SLIDER_START, sliderKeyValue } from "./carousel-math.ts";
import { ComparisonFrame, type ComparisonFrameProps } from "./comparison-frame.tsx";

/**
 * The draggable before/after comparison: mouse and touch through pointer events, arrow/page/Home/End keys,
 * and slider semantics for screen readers.
 */
export function BeforeAfterSlider(props: Omit<ComparisonFrameProps, "position">) {
  const [position, setPosition] = useState(SLIDER_START);
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const rect = box.current?.getBoundingClientRect();
    if (rect) setPosition(pointerPercent(clientX, rect));
  };

  return (
    <div
      ref={box}
      role="slider"
      tabIndex={0}
      aria-label={`${props.label}: before and after comparison`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={position}
      aria-valuetext={`${position}% before, ${100 - position}% after`}
      aria-orientation="horizontal"
      className="cursor-ew-resize touch-pan-y rounded-xl select-none"
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        moveTo(event.clientX);
      }}
      onPointerMove={(event) => {
        if (dragging.current) moveTo(event.clientX);
      }}
      onPointerUp={() => {
        dragging.current = false;
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
      onKeyDown={(event) => {
        const next = sliderKeyValue(event.key, position);
        if (next === null) return;
        event.preventDefault();
        setPosition(next);
      }}
    >
      <ComparisonFrame {...props} position={position} />
    </div>
  );
}
