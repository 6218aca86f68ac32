import { useCallback, useState, type FormEvent } from "react";

/**
 * A calculator whose inputs are a GET form and whose state is the URL query. The server renders the result for
 * the query; once the page's JavaScript runs, every keystroke re-parses the form (the same parser, so the same
 * corrections) and keeps the address in step with history.replaceState, so it can be shared or bookmarked as is.
 */
export function useQueryForm<State>(
  initial: State,
  parse: (query: URLSearchParams) => State,
  serialize: (state: State) => string,
  /** Lets a field adjust others before parsing, e.g. a ZIP code choosing its utility. */
  beforeParse?: (form: HTMLFormElement, changed: EventTarget) => void,
) {
  const [state, setState] = useState(initial);
  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      beforeParse?.(form, event.target);
      const query = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === "string") query.append(name, value);
      const next = parse(query);
      setState(next);
      window.history.replaceState(window.history.state, "", `${window.location.pathname}?${serialize(next)}`);
    },
    [parse, serialize, beforeParse],
  );
  return { state, onInput };
}
