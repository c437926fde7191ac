/**
 * The list and the map kept in step (issue 44). One selected thing; where the choice came from says
 * what follows: chosen in the list, the map highlights and pans to its marker; chosen on the map,
 * the list focuses and scrolls to its entry. Pure, so it is tested without Leaflet.
 */
export interface MapSelection {
  id: string | null;
  from: 'list' | 'map' | null;
  /** Counts every choice, so choosing the same thing again pans or focuses again. */
  turn: number;
}

export type MapSelectionAction =
  | { type: 'list'; id: string }
  | { type: 'map'; id: string }
  | { type: 'clear' }
  /** The points changed: a selection no longer among them is dropped. */
  | { type: 'points'; ids: readonly string[] };

export const noSelection: MapSelection = { id: null, from: null, turn: 0 };

export function mapSelection(state: MapSelection, action: MapSelectionAction): MapSelection {
  switch (action.type) {
    case 'list':
    case 'map':
      return { id: action.id, from: action.type, turn: state.turn + 1 };
    case 'clear':
      return state.id === null ? state : { id: null, from: null, turn: state.turn + 1 };
    case 'points':
      return state.id !== null && !action.ids.includes(state.id)
        ? { id: null, from: null, turn: state.turn + 1 }
        : state;
  }
}

/** Should the map pan to the selected marker? Only when the list chose it. */
export const mapShouldPan = (state: MapSelection) => state.id !== null && state.from === 'list';
/** Should the list focus the selected entry? Only when the map chose it. */
export const listShouldFocus = (state: MapSelection) => state.id !== null && state.from === 'map';
