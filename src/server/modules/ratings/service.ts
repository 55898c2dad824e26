/**
 * The doctors' rating aggregates, as other modules and the seed use them: a status change of a
 * review applies its delta in the caller's transaction, a bulk load recomputes them all.
 */
export { applyDelta, type RatingScores, recomputeAll } from './repo';
