/**
 * The doctors' rating aggregates, as other modules and the seed use them: a status change of a
 * review applies its delta in the caller's transaction, a bulk load recomputes them all; a new
 * doctor starts with zeros.
 */
export { applyDelta, ensureStats, type RatingScores, recomputeAll } from './repo';
