import { ticketPhotoPath } from "./ticket-paths.ts";

export type TicketPhotoView = { id: string; name: string };

/**
 * A ticket's photos as thumbnails, each a link to the full picture. The thumbnails wrap, so a 390 px phone shows
 * them in rows without scrolling sideways; a HEIC the browser cannot draw still shows its name through `alt`.
 */
export function TicketPhotoGallery({ ticketId, photos }: { ticketId: string; photos: readonly TicketPhotoView[] }) {
  if (photos.length === 0) return <p>No photos yet.</p>;
  return (
    <ul className="flex flex-wrap gap-3">
      {photos.map((photo) => (
        <li key={photo.id}>
          <a href={ticketPhotoPath(ticketId, photo.id)} className="block rounded focus-visible:outline-2">
            <img
              src={ticketPhotoPath(ticketId, photo.id)}
              alt={photo.name}
              loading="lazy"
              className="h-24 w-24 rounded border border-slate-300 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
