import crypto from 'node:crypto';
import { VISIT_CODE_ALPHABET, VISIT_CODE_LENGTH } from '../../../shared/feedback';

/**
 * A new visit code: 8 characters from a 31-letter alphabet, ~8.5 × 10¹¹ codes; with the code
 * and phone both required and attempts rate-limited, guessing is infeasible.
 */
export function newVisitCode(): string {
  let code = '';
  for (let i = 0; i < VISIT_CODE_LENGTH; i++)
    code += VISIT_CODE_ALPHABET[crypto.randomInt(VISIT_CODE_ALPHABET.length)];
  return code;
}
