/**
 * The header search field's suggestions, loaded on the shopper's first focus of the field (not with every page): a
 * combobox with list autocomplete (ARIA 1.2). Once the shopper stops typing for 300 ms it asks `/api/sugerencias`;
 * ↓/↑ move through the options (the focus stays in the field: aria-activedescendant), Enter opens the chosen product,
 * Escape closes the list, Enter with none chosen submits the search as before. Options are opened as a link click
 * would, so the shell's one link handler navigates client-side and keeps the partner flags.
 */
import {
  movedOption,
  productPath,
  SUGGESTION_DELAY_MS,
  type Suggestion,
  suggestionQuery,
  suggestionsStatus,
} from './search-suggestions';

export interface ComboboxParts {
  input: HTMLInputElement;
  listbox: HTMLElement;
  status: HTMLElement;
  /** CSS classes of an option and of its name and price. */
  classes: { option: string; name: string; price: string };
}

function follow(path: string) {
  const link = document.createElement('a');
  link.href = path;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Wires the field; returns what undoes it. Asks at once for what was typed before it was wired. */
export function attachSuggestions({ input, listbox, status, classes }: ComboboxParts): () => void {
  let suggestions: Suggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  const optionId = (index: number) => `${listbox.id}-${index}`;
  const show = (open: boolean) => {
    listbox.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (!open) choose(-1);
  };
  const choose = (index: number) => {
    active = index;
    listbox.querySelectorAll('[role="option"]').forEach((option, at) => {
      option.setAttribute('aria-selected', String(at === index));
    });
    if (index >= 0) input.setAttribute('aria-activedescendant', optionId(index));
    else input.removeAttribute('aria-activedescendant');
  };
  const render = () => {
    const options = suggestions.map((suggestion, index) => {
      const option = document.createElement('div');
      option.id = optionId(index);
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', 'false');
      option.tabIndex = -1;
      option.className = classes.option;
      const name = document.createElement('span');
      name.className = classes.name;
      name.textContent = suggestion.name;
      option.append(name);
      if (suggestion.price) {
        const price = document.createElement('span');
        price.className = classes.price;
        price.textContent = suggestion.price;
        option.append(price);
      }
      // Pressing an option must not blur the field first (which would close the list before the click lands).
      option.addEventListener('mousedown', (event) => event.preventDefault());
      option.addEventListener('click', () => {
        show(false);
        follow(productPath(suggestion.slug));
      });
      return option;
    });
    listbox.replaceChildren(...options);
    active = -1;
    show(options.length > 0);
    status.textContent = suggestionsStatus(options.length);
  };

  const ask = () => {
    clearTimeout(timer);
    inFlight?.abort();
    const wanted = suggestionQuery(input.value);
    if (!wanted) {
      suggestions = [];
      show(false);
      return;
    }
    timer = setTimeout(async () => {
      const controller = new AbortController();
      inFlight = controller;
      try {
        const response = await fetch(`/api/sugerencias?q=${encodeURIComponent(wanted)}`, {
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(String(response.status));
        suggestions = ((await response.json()) as { suggestions: Suggestion[] }).suggestions;
        render();
      } catch {
        // Aborted by newer typing, or the catalogue is unavailable: the search itself still works.
        if (!controller.signal.aborted) {
          suggestions = [];
          show(false);
        }
      }
    }, SUGGESTION_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const open = !listbox.hidden;
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      show(false);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && suggestions.length > 0) {
      event.preventDefault();
      if (!open) show(true);
      choose(movedOption(open ? active : -1, event.key, suggestions.length));
    } else if (event.key === 'Enter' && open && active >= 0) {
      const chosen = suggestions[active];
      if (!chosen) return;
      event.preventDefault();
      show(false);
      follow(productPath(chosen.slug));
    }
  };
  const onBlur = () => show(false);

  input.addEventListener('input', ask);
  input.addEventListener('keydown', onKeyDown);
  input.addEventListener('blur', onBlur);
  if (input.value !== input.defaultValue) ask();
  return () => {
    clearTimeout(timer);
    inFlight?.abort();
    input.removeEventListener('input', ask);
    input.removeEventListener('keydown', onKeyDown);
    input.removeEventListener('blur', onBlur);
  };
}
