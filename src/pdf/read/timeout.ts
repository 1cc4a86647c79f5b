/**
 * How long reading one file may take by default. A module of its own so that the settings,
 * which every action command reads, do not load the reader with it.
 */
export const DEFAULT_EXTRACT_TIMEOUT_MS = 30_000
