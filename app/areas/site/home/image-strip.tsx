import type { ImageStripItem } from "#app/content/home.ts";
import { LazyImage } from "#app/ui/lazy-image.tsx";

function StripRow({ items, hidden }: { items: readonly ImageStripItem[]; hidden?: boolean }) {
  return (
    <ul className="flex shrink-0 gap-4 pr-4" aria-hidden={hidden || undefined}>
      {items.map((item) => (
        <li key={item.id} className="w-56 shrink-0 sm:w-72">
          <LazyImage
            src={item.id}
            alt={hidden ? "" : item.alt}
            sizes="(min-width: 640px) 288px, 224px"
            className="rounded-lg"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The hero's strip of work photos, scrolling once every 40 s (SPEC §9). The row is drawn twice so the loop is
 * seamless; the copy is hidden from assistive technology. Reduced motion stops the animation.
 */
export function ImageStrip({ items, label }: { items: readonly ImageStripItem[]; label: string }) {
  return (
    <div className="relative overflow-hidden py-6" role="region" aria-label={label}>
      <div className="flex w-max animate-image-strip motion-reduce:animate-none">
        <StripRow items={items} />
        <StripRow items={items} hidden />
      </div>
    </div>
  );
}
