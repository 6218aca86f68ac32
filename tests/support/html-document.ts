import { Window } from "happy-dom";

/** A page's HTML as a document, to read what the server rendered the way a browser without JavaScript shows it. */
export function htmlDocument(html: string): Document {
  const document = new Window().document;
  document.write(html);
  return document as unknown as Document;
}
